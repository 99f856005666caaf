// Build tool: a file's bytes as a C++ array definition, so the vision module carries its
// network inside and has no file to find at run time.
//   embed_bytes IN OUT NAME   writes `const unsigned char NAME[]` and `NAME##Size` in namespace forsyth
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: embed_bytes IN OUT NAME\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    const std::vector<unsigned char> bytes{
        std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (!in.eof() && in.fail()) {
        std::fprintf(stderr, "embed_bytes: cannot read %s\n", argv[1]);
        return 1;
    }
    std::FILE* out = std::fopen(argv[2], "w");
    if (!out)
        return 1;
    const std::string name = argv[3];
    std::fprintf(out,
        "// Generated from %s by embed_bytes: do not edit.\n#include <cstddef>\nnamespace forsyth {\n",
        argv[1]);
    std::fprintf(out, "extern const unsigned char %s[];\nextern const std::size_t %sSize;\n", name.c_str(),
        name.c_str());
    std::fprintf(out, "const unsigned char %s[] = {", name.c_str());
    for (std::size_t i = 0; i < bytes.size(); ++i)
        std::fprintf(out, "%s%u,", i % 32 ? "" : "\n", bytes[i]);
    std::fprintf(out, "\n};\nconst std::size_t %sSize = %zu;\n}\n", name.c_str(), bytes.size());
    return std::fclose(out) == 0 ? 0 : 1;
}
