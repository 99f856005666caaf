// PGN tokens. An unclosed '{' would swallow every later game, so a comment also ends before
// a line that starts with a tag pair ([Name "): that is where the next game begins.
#include "pgn_lexer.h"

#include <array>

namespace forsyth::pgn {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool endsSymbol(char c)
{
    return isBlank(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' || c == ']'
        || c == '$' || c == '!' || c == '?';
}

} // namespace

int glyphNag(std::string_view glyph)
{
    static constexpr std::array<std::string_view, 6> glyphs{"!", "?", "!!", "??", "!?", "?!"};
    for (std::size_t i = 0; i < glyphs.size(); ++i)
        if (glyphs[i] == glyph)
            return static_cast<int>(i) + 1;
    return 0;
}

bool Lexer::startsTag(std::size_t at) const
{
    if (at + 1 >= end_ || text_[at] != '[' || !isLetter(text_[at + 1]))
        return false;
    std::size_t i = at + 1;
    while (i < end_ && (isLetter(text_[i]) || isDigit(text_[i]) || text_[i] == '_'))
        ++i;
    while (i < end_ && (text_[i] == ' ' || text_[i] == '\t'))
        ++i;
    return i < end_ && text_[i] == '"';
}

std::size_t Lexer::commentEnd(std::size_t from, bool& closed) const
{
    for (std::size_t i = from; i < end_; ++i) {
        if (text_[i] == '}') {
            closed = true;
            return i + 1;
        }
        if (text_[i] == '\n' && startsTag(i + 1)) {
            closed = false;
            return i + 1;
        }
    }
    closed = false;
    return end_;
}

std::size_t Lexer::symbolEnd(std::size_t from) const
{
    std::size_t i = from;
    while (i < end_ && !endsSymbol(text_[i]))
        ++i;
    return i == from ? i + 1 : i;
}

Token Lexer::next()
{
    while (at_ < end_ && isBlank(text_[at_]))
        ++at_;
    Token t;
    t.start = at_;
    if (at_ >= end_) {
        t.end = at_;
        return t;
    }
    const char c = text_[at_];
    if (c == '[' || c == '%') { // only tags and escapes care where their line starts
        std::size_t lineBegin = at_;
        while (lineBegin > from_ && text_[lineBegin - 1] != '\n' && isBlank(text_[lineBegin - 1]))
            --lineBegin;
        t.lineStart = lineBegin == from_ || text_[lineBegin - 1] == '\n';
    }
    const auto toLineEnd = [&] {
        std::size_t i = at_;
        while (i < end_ && text_[i] != '\n')
            ++i;
        return i;
    };
    const std::string_view rest = text_.substr(at_, end_ - at_);
    if (c == '%' && t.lineStart) {
        t.kind = TokenKind::Escape;
        t.end = toLineEnd();
    } else if (c == ';') {
        t.kind = TokenKind::LineComment;
        t.end = toLineEnd();
    } else if (c == '{') {
        t.kind = TokenKind::Comment;
        t.end = commentEnd(at_ + 1, t.closed);
    } else if (c == '[') {
        // To its ']' outside quotes, on this line; a broken tag runs to the line's end.
        t.kind = TokenKind::Tag;
        bool quoted = false;
        std::size_t i = at_ + 1;
        for (; i < end_ && text_[i] != '\n'; ++i) {
            if (quoted && text_[i] == '\\' && i + 1 < end_ && text_[i + 1] != '\n')
                ++i;
            else if (text_[i] == '"')
                quoted = !quoted;
            else if (text_[i] == ']' && !quoted)
                break;
        }
        t.end = i < end_ && text_[i] == ']' ? i + 1 : i;
    } else if (c == '(' || c == ')') {
        t.kind = c == '(' ? TokenKind::OpenVariation : TokenKind::CloseVariation;
        t.end = at_ + 1;
    } else if (c == '$') {
        t.kind = TokenKind::Nag;
        std::size_t i = at_ + 1;
        while (i < end_ && isDigit(text_[i]))
            ++i;
        t.end = i;
    } else if (c == '!' || c == '?') {
        t.kind = TokenKind::Glyph;
        std::size_t i = at_;
        while (i < end_ && (text_[i] == '!' || text_[i] == '?'))
            ++i;
        t.end = i;
    } else if (c == '*') {
        t.kind = TokenKind::Result;
        t.end = at_ + 1;
    } else {
        t.kind = TokenKind::Symbol;
        t.end = symbolEnd(at_);
        if (c == '0' || c == '1') {
            const std::string_view word = rest.substr(0, t.end - at_);
            if (word == "1-0" || word == "0-1" || word == "1/2-1/2")
                t.kind = TokenKind::Result;
        }
        if (t.kind == TokenKind::Symbol && isDigit(c)) {
            // "12." and "12..." are move numbers, also glued to the move ("12.e4").
            std::size_t i = at_;
            while (i < end_ && isDigit(text_[i]))
                ++i;
            if (i < end_ && text_[i] == '.') {
                while (i < end_ && text_[i] == '.')
                    ++i;
                t.kind = TokenKind::MoveNumber;
                t.end = i;
            }
        } else if (t.kind == TokenKind::Symbol && c == '.') {
            // Stray dots ("1 . e4", "...") say nothing.
            std::size_t i = at_;
            while (i < end_ && text_[i] == '.')
                ++i;
            t.kind = TokenKind::MoveNumber;
            t.end = i;
        }
    }
    at_ = t.end;
    return t;
}

} // namespace forsyth::pgn
