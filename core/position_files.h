// Position files as text: .fen, .epd and .pgn, written and read. The app does the file I/O
// (through QSaveFile), so this part stays plain C++ and testable without a disk.
#pragma once

#include "fen.h"
#include "pasted_text.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace forsyth {

enum class PositionFileFormat : std::uint8_t { Fen, Epd, Pgn };

// The format a file name's extension names, in any letter case; nullopt for any other name.
std::optional<PositionFileFormat> positionFileFormat(std::string_view fileName);
std::string_view fileExtension(PositionFileFormat format); // "fen", "epd", "pgn"

// One FEN line. A .fen file has no place for a title.
std::string writeFenFile(const Position& pos, FenWriteOptions options = {});
// Four fields, then `fmvn N;` and `hmvc N;` when the clocks are not 0 and 1 (EPD drops them
// otherwise, and a round trip would lose them), then `id "title";` when there is a title.
std::string writeEpd(const Position& pos, std::string_view title, FenWriteOptions options = {});
// A game header (the Seven Tag Roster, SetUp and FEN, the title in Event), no moves. A title
// of "?" reads back as none: in PGN it means "unknown".
std::string writePgn(const Position& pos, std::string_view title, FenWriteOptions options = {});
std::string writePositionFile(
    PositionFileFormat format, const Position& pos, std::string_view title, FenWriteOptions options = {});

// The FEN (for readFen to judge) and title a file's text holds, with the FEN's place in the
// text; Kind None when it holds none. .fen: the first non-empty line, whatever it is (the
// reader says what is wrong with it). .epd: its first line, an EPD or bare FEN. .pgn: the
// first game's FEN tag; a game without one starts from the initial position and is refused
// rather than shown as that, since its moves, which Forsyth cannot show, are the point.
PastedFen readPositionFile(PositionFileFormat format, std::string_view text);

// Whether writing back the position and title that readPositionFile finds in `text` (a file
// of `format`) keeps all the text says: it holds that one record and nothing that
// writePositionFile would not write again (another game or line, an EPD opcode such as bm, a
// PGN tag, move, comment or result). The text is compared with what writePositionFile
// writes for it, the FEN itself left out (writing may put it in another notation, and a
// lenient read may have repaired it); so are a byte-order mark, line endings, white space at
// the ends of lines and blank lines before and after. False when the text holds no position
// that reads.
bool writingKeepsAll(PositionFileFormat format, std::string_view text);

} // namespace forsyth
