// forsyth: check, perft, positions, solve and read-image here, with Qt Core alone, so that they
// start in a few milliseconds; the editor window, render, worksheet, --help and --version in the
// editor module, loaded only for them (editor_module.h, docs/ARCHITECTURE.md).
#include "check_command.h"
#include "command_line.h"
#include "editor_module.h"
#include "perft_command.h"
#include "positions_command.h"
#include "read_image_command.h"
#include "solve_command.h"

#include <QCoreApplication>

#include <cstdio>
#include <dlfcn.h>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace {

using namespace forsyth;

// Where the module may be: beside the program (the build tree), then ../lib/forsyth (installed).
std::filesystem::path findEditorModule(std::string& tried)
{
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::filesystem::path folder = error ? std::filesystem::path(".") : program.parent_path();
    for (const std::filesystem::path& candidate :
        {folder / EditorModuleFile, folder / ".." / "lib" / "forsyth" / EditorModuleFile}) {
        if (std::filesystem::exists(candidate, error))
            return candidate;
        tried += (tried.empty() ? "" : ", ") + candidate.lexically_normal().string();
    }
    return {};
}

int runEditorModule(int argc, char** argv)
{
    // Before any Qt application exists, so in English, as the command line's messages are.
    std::string tried;
    const std::filesystem::path module = findEditorModule(tried);
    if (module.empty()) {
        std::fprintf(stderr, "forsyth: the editor module %s was not found (looked for %s)\n",
            EditorModuleFile, tried.c_str());
        return 1;
    }
    // Kept loaded until the process ends: Qt's objects live in it.
    void* library = dlopen(module.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        std::fprintf(stderr, "forsyth: the editor module cannot be loaded: %s\n", dlerror());
        return 1;
    }
    const auto editorMain = reinterpret_cast<EditorMainFunction>(dlsym(library, EditorMainSymbol));
    if (!editorMain) {
        std::fprintf(stderr, "forsyth: the editor module %s has no %s\n", module.c_str(), EditorMainSymbol);
        return 1;
    }
    return editorMain(argc, argv);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string_view command = argc > 1 ? argv[1] : "";
    // They speak English whatever the language: scripts read their output (and --json's
    // messages), and a shell script must not change with a window's menu.
    const bool coreCommand = command == "check" || command == "perft" || command == "positions"
        || command == "solve" || command == "read-image";
    if (!coreCommand)
        return runEditorModule(argc, argv);
    setUpCommandProcess(); // a closed pipe ends quietly; no Qt noise on standard error
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Forsyth"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FORSYTH_VERSION));
    if (command == "positions")
        return runPositions();
    if (command == "solve")
        return runSolve();
    if (command == "read-image")
        return runReadImage();
    return command == "check" ? runCheck(argc, argv) : runPerft(argc, argv);
}
