<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>BoardImage</name>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size is %1; expected %2-%3 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>at %1-%2 (field %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess refuses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess keeps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line too long: %1 bytes; a FEN is under 100 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads each FEN given, or each line of standard input when none is given, and prints one line for each: whether it parses, the normalised FEN, what was repaired, what is wrong with the position, and whether Lichess would accept it.
Exit status: 0 when every input parsed, 1 when some did not, 2 for a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse what the lenient reader repairs (adjacent digits, W/B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FENs to check; quote each one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;forsyth check --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading FENs from standard input, one a line; end with Ctrl-D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no FEN: it has no line that is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forsyth, a chess position editor.

Subcommands that need no display:
  forsyth check [--strict] [--json] [FEN ...]   judge FENs (see forsyth check --help)
  forsyth perft FEN DEPTH                       count legal-move tree leaves
  forsyth render FEN -o out.png|out.svg         draw the board (see forsyth render --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position to open: a FEN (quoted) or a file whose first line is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forsyth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Showing the start position instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>White O-O (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White O-O-O (Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O-O (q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The white king is not on rank 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The black king is not on rank 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No white rook on the king&apos;s side of the king on rank 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No white rook on the queen&apos;s side of the king on rank 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No black rook on the king&apos;s side of the king on rank 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No black rook on the queen&apos;s side of the king on rank 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on rank 6, where a black pawn&apos;s double step passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on rank 3, where a white pawn&apos;s double step passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no black pawn in front of it that could just have passed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no white pawn in front of it that could just have passed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is occupied, so no pawn can just have passed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square behind %1 is occupied, so no pawn can just have left it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only squares a black pawn could just have passed with a double step are offered:
on rank 6, with a black pawn in front of it on rank 5,
the square itself and the one behind it on rank 7 empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only squares a white pawn could just have passed with a double step are offered:
on rank 3, with a white pawn in front of it on rank 4,
the square itself and the one behind it on rank 2 empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a legal chess position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate: White is mated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate: Black is mated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: White to move has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: Black to move has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>75-move rule: drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50-move draw can be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess: refuses because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castling %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en passant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halfmove clock %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fullmove number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess: accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess: accepts but would change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1, square %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1, after its 8 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 counts no squares; use a digit 1-8 for empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the promotion marker ~ must follow a piece letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is no piece letter (KQRBNP, kqrbnp), digit 1-8 or /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1: adjacent digits %2; strict mode wants one digit for a run of empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 (%2) has %3 squares; a rank has 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 is empty; a rank has 8 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 (%2) covers only %3 of its 8 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The placement has %1 ranks (%2 is too much); a board has 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The placement has only %1 of the 8 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank 1 %1 runs into the next field: a space is missing before %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…&quot; (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en passant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to read: the text is empty or only white space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 follows the sixth field; a FEN has at most 6 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; expected w or b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; strict mode wants lower case w or b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: - stands alone; it cannot go with castling letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is no castling letter; expected -, KQkq or files A-H, a-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 would give White a third castling right; a king has two at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 would give Black a third castling right; a king has two at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 names a second rook on a side of the king that already has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; expected - or a square such as e3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; an en-passant square is on rank 3 or 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number 0-9999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field 6 (fullmove number) missing; read as 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields %1-6 missing; read as &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields joined by _ (the URL form); read as spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjacent digits %1 read as %2 empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promotion marker ~ after %1 ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to move %1 read as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fullmove number 0 read as 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling right %1 given twice; read once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repaired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has %1 kings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has %1 kings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawn on a back rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns on a back rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is in check while Black is to move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is in check while White is to move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has more than 8 pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has more than 8 pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has more than 16 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has more than 16 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has more promoted pieces than missing pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has more promoted pieces than missing pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single move can give this check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The double pawn push the en-passant square says was just played cannot give this check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling right %1: no white rook on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling right %1: no black rook on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White may castle but has no king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may castle but has no king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White may castle but its king is not on rank 1: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may castle but its king is not on rank 8: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En-passant square %1 is not plausible: no pawn can just have passed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The halfmove clock is not 0, yet the en-passant square says a pawn just moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The halfmove clock counts more plies than the fullmove number allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En-passant square %1: no legal en-passant capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50-move rule: either side may claim a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>75-move rule: the game is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s castling rights read as Chess960: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s castling rights read as Chess960: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insufficient material: neither side can mate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteText</name>
    <message>
        <source>Lichess link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess.com link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN: FEN tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN: FEN tag, event &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EPD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EPD, id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN found in the text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PerftCommand</name>
    <message>
        <source>Counts the positions reached after DEPTH plies of legal moves from the position FEN (perft), to check move generation against other programs.
Exit status: 0 done, 1 the FEN does not parse, 2 a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies to look ahead, 0-%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;forsyth perft --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a FEN and a depth, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the depth is %1; expected a whole number 0-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the FEN: at %1-%2 (field %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: no legal chess position (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>no piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PieceMime</name>
    <message>
        <source>Nothing was dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only FEN text or a .fen file can be dropped here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dropped text is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>Draws the position FEN as a PNG or SVG image (the type from the output file&apos;s name), with the side to move marked by a disc beside the board.
Exit status: 0 written, 1 the FEN does not parse or the file cannot be written, 2 a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image file to write: a name ending in .png or .svg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image&apos;s width and height, %1-%2 pixels (default %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black at the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the file letters and rank numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;forsyth render --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a FEN and an output file, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size is %1; expected a whole number %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the FEN: at %1-%2 (field %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>the disk may be full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::BoardView</name>
    <message>
        <source>Erase squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped text is not a FEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::CastlingControls</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several rooks could castle on this side (Chess960): choose which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (KQkq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shredder-FEN (HAha)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the FEN writes castling rights:
Standard: KQkq only; X-FEN: KQkq, the rook&apos;s file where KQkq would be ambiguous (Chess960);
Shredder-FEN: always the rook&apos;s file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: may castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right you set is kept aside and comes back when its king and rook do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::FenField</name>
    <message>
        <source>Type or paste a FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position as FEN: edit it and the board follows at once.
Enter or leaving the field tidies the text; Esc restores the board&apos;s FEN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::FieldControls</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En passant square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to write the en passant square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write only when capturable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the en passant square whenever it is plausible, or only when a pawn can capture en passant (what most engines and Lichess write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En passant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halfmove clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (50-move rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fullmove number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of the move about to be played, from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not plausible)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a position from a .fen, .epd or .pgn file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position in %1 has changed. Save the changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions (*.fen *.epd *.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: only .fen, .epd and .pgn files hold positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN (*.fen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EPD (*.epd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists: removed from the recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::FindingsPanel</name>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to report: a legal position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::ImageExport</name>
    <message>
        <source>Export Image as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as a PNG picture of a size you choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as an SVG drawing, sharp at any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image with &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put file letters and rank numbers beside exported and copied images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Board &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a picture of the board on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width and height in pixels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a PNG image&apos;s name ends in .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an SVG drawing&apos;s name ends in .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board image copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::MainWindow</name>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forsyth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forsyth — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the FEN %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the standard start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s pieces become Black&apos;s on the mirrored ranks, and the reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror the files: the a-file becomes the h-file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chess960 position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a Chess960 start position by its number (0-959)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random Chess960</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a Chess960 start position at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the FEN on the clipboard (Ctrl+Shift+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to FEN field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View the board from the other side (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Chess960 position %1: the numbers go from 0 to 959</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to paste: the clipboard holds no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): click to paint with it, or drag it onto the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser: click or sweep squares to empty them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::PositionDocument</name>
    <message>
        <source>Empty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change castling rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change en passant square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change halfmove clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change fullmove number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En passant square %1 removed: no pawn could just have passed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling right %1 set aside until its king and rook are back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forsyth::ShareActions</name>
    <message>
        <source>Open in &amp;Lichess (analysis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the position on Lichess&apos;s analysis board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Lichess (board &amp;editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the position in Lichess&apos;s board editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;Chess.com (analysis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the position on Chess.com&apos;s analysis board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Lichess l&amp;ink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Chess.com li&amp;nk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Unicode diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the board as chess symbols, for forums and chats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;ASCII diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the board as FEN letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Open the position there anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so it will not show this position. Go on anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the position on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open a web browser for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the board as a Unicode diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the board as an ASCII diagram</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
