// `forsyth worksheet FILE... -o sheet.pdf [--per-page N] [--answers] [--fen] [--lines]
// [--piece-count] [--lang en|ko|zh_CN] [--paper a4|letter] [--title T]`: collection files as a
// printable PDF worksheet, without a display.
#pragma once

namespace forsyth {

// The whole subcommand; argv[1] is "worksheet". Needs a QGuiApplication (fonts; the offscreen
// platform will do). Returns the exit status: 0 written, 1 a file could not be read, no record
// could be read, or the PDF could not be written, 2 a usage error.
int runWorksheet();

} // namespace forsyth
