// What the forsyth command and the editor module (libforsyth_editor, app/editor/) agree on: the
// module's file name and its one function. The command runs check, perft, positions, solve and
// read-image with Qt Core alone; for everything else (the editor window, render, worksheet,
// --help, --version) it loads the module, which brings Qt Gui and Widgets with it
// (docs/ARCHITECTURE.md, "One command, two programs").
#pragma once

namespace forsyth {

// The module's main(): the same arguments, the exit status returned.
using EditorMainFunction = int (*)(int argc, char** argv);

inline constexpr const char* EditorModuleFile = "libforsyth_editor.so";
inline constexpr const char* EditorMainSymbol = "forsythEditorMain";

} // namespace forsyth
