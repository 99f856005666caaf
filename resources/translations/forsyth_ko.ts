<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>BoardImage</name>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation>%1: 알 수 없는 이미지 형식입니다. 파일 이름은 .png 또는 .svg로 끝나야 합니다</translation>
    </message>
    <message>
        <source>the size is %1; expected %2-%3 pixels</source>
        <translation>크기가 %1입니다. %2-%3픽셀이어야 합니다</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>BoardThemes</name>
    <message>
        <source>Brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>파란색</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>초록색</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, %2</source>
        <extracomment>A board square for a screen reader: %1 the square, %2 what stands on it</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>빈칸</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>repaired</source>
        <translation>보정됨</translation>
    </message>
    <message>
        <source>Lichess refuses it</source>
        <translation>Lichess에서 열 수 없음</translation>
    </message>
    <message>
        <source>Lichess keeps: %1</source>
        <translation>Lichess가 저장할 FEN: %1</translation>
    </message>
    <message>
        <source>line too long: %1 bytes; a FEN is under 100 characters</source>
        <translation>줄이 너무 깁니다(%1바이트). FEN은 100자를 넘지 않습니다</translation>
    </message>
    <message>
        <source>Refuse what the lenient reader repairs (adjacent digits, W/B).</source>
        <translation>관대한 읽기에서 보정해 주는 입력(붙어 있는 숫자, W/B)을 오류로 처리합니다.</translation>
    </message>
    <message>
        <source>Print one JSON object a line.</source>
        <translation>한 줄에 JSON 객체 하나씩 출력합니다.</translation>
    </message>
    <message>
        <source>FENs to check; quote each one.</source>
        <translation>검사할 FEN입니다. 하나씩 따옴표로 묶으세요.</translation>
    </message>
    <message>
        <source>Reading FENs from standard input, one a line; end with Ctrl-D.</source>
        <translation>표준 입력에서 FEN을 한 줄에 하나씩 읽습니다. 끝내려면 Ctrl-D를 누르세요.</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>표준 입력을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Reads each FEN given, or each line of standard input when none is given, and prints one line for each: whether it parses, the normalised FEN, what was repaired, what is wrong with the position, and whether Lichess would accept it.
Exit status: 0 when every input parsed, 1 when some did not, 2 for a usage error, 3 when the output could not be written.</source>
        <translation>주어진 각 FEN을, 주어진 FEN이 없으면 표준 입력의 각 줄을 읽어 입력마다 한 줄씩 출력합니다: 해석 가능 여부, 정규화된 FEN, 보정한 내용, 포지션의 문제점, Lichess에서 받아들이는지 여부.
종료 코드: 모든 입력을 해석하면 0, 해석하지 못한 입력이 있으면 1, 사용법 오류는 2, 출력을 쓸 수 없으면 3.</translation>
    </message>
</context>
<context>
    <name>CollectionReading</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Opening a collection</source>
        <translation>모음 여는 중</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The subcommand.</source>
        <translation>하위 명령입니다.</translation>
    </message>
    <message>
        <source>Try &apos;forsyth %1 --help&apos;.</source>
        <translation>&apos;forsyth %1 --help&apos;를 실행해 보세요.</translation>
    </message>
    <message>
        <source>cannot read the FEN: at %1-%2 (field %3): %4</source>
        <translation>FEN을 읽을 수 없습니다: %1-%2번째 문자(%3번 필드): %4</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>출력을 쓸 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>FenExplanation</name>
    <message>
        <source>Between fields</source>
        <translation>필드 사이</translation>
    </message>
    <message>
        <source>%1 · Field %2: %3</source>
        <translation>%1 · %2번 필드: %3</translation>
    </message>
    <message>
        <source>~: the piece before it, on %1, is a promoted pawn (the Crazyhouse mark); a FEN reader keeps the piece and ignores the mark</source>
        <translation>~: 바로 앞 %1 칸의 기물이 폰에서 프로모션한 기물이라는 표시입니다(크레이지하우스 표기). FEN을 읽을 때는 기물만 두고 이 표시는 무시합니다.</translation>
    </message>
    <message>
        <source>%1: neither side may castle</source>
        <translation>%1: 양쪽 모두 캐슬링할 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: no pawn has just made a double step, so no en passant capture is possible this move</source>
        <translation>%1: 방금 두 칸 전진한 폰이 없으므로 이번 수에는 앙파상으로 잡을 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: a %2 on %3 (capital letters are White&apos;s pieces)</source>
        <extracomment>%2 is a piece name such as &quot;white knight&quot;, %3 its square</extracomment>
        <translation>%1: %3 칸의 %2입니다(대문자는 백 기물입니다).</translation>
    </message>
    <message>
        <source>%1: a %2 on %3 (small letters are Black&apos;s pieces)</source>
        <translation>%1: %3 칸의 %2입니다(소문자는 흑 기물입니다).</translation>
    </message>
    <message>
        <source>%1: one empty square, %2</source>
        <translation>%1: 빈칸 1개(%2 칸)입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n empty squares, %2 to %3</source>
        <translation>
            <numerusform>%1: %2 칸부터 %3 칸까지 빈칸 %n개입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>/: rank 1 ends; a board has 8 ranks, so nothing should follow</source>
        <translation>/: 1랭크가 끝납니다. 체스판의 랭크는 8개이므로 이 뒤에는 아무것도 없어야 합니다.</translation>
    </message>
    <message>
        <source>/: rank %1 ends; rank %2 follows</source>
        <translation>/: %1랭크가 끝나고 %2랭크가 이어집니다.</translation>
    </message>
    <message>
        <source>one empty square</source>
        <translation>빈칸 1개</translation>
    </message>
    <message numerus="yes">
        <source>%n empty squares</source>
        <translation>
            <numerusform>빈칸 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>(promoted)</source>
        <translation>(프로모션된 기물)</translation>
    </message>
    <message>
        <source>%1, which cannot be read</source>
        <translation>%1(읽을 수 없는 문자)</translation>
    </message>
    <message>
        <source>Rank %1 is empty in this FEN; a rank needs 8 squares</source>
        <translation>이 FEN에서는 %1랭크가 비어 있습니다. 한 랭크는 8칸이어야 합니다.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between the items of a rank: &quot;black rook, one empty square, ...&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: rank %2: %3</source>
        <translation>%1: %2랭크는 차례로 %3입니다.</translation>
    </message>
    <message>
        <source>%1: White is to move</source>
        <translation>%1: 백 차례입니다.</translation>
    </message>
    <message>
        <source>%1: Black is to move</source>
        <translation>%1: 흑 차례입니다.</translation>
    </message>
    <message>
        <source>%1: White may still castle on the king&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1: 백은 아직 킹사이드로 캐슬링할 수 있습니다. %2 칸의 킹과 %3 칸의 룩이 한 번도 움직이지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: White may still castle on the queen&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1: 백은 아직 퀸사이드로 캐슬링할 수 있습니다. %2 칸의 킹과 %3 칸의 룩이 한 번도 움직이지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the king&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1: 흑은 아직 킹사이드로 캐슬링할 수 있습니다. %2 칸의 킹과 %3 칸의 룩이 한 번도 움직이지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the queen&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1: 흑은 아직 퀸사이드로 캐슬링할 수 있습니다. %2 칸의 킹과 %3 칸의 룩이 한 번도 움직이지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: White may still castle on the king&apos;s side with the rook on %2; White&apos;s king is not on rank 1</source>
        <translation>%1: 백은 아직 %2 칸의 룩으로 킹사이드 캐슬링을 할 수 있습니다. 다만 백 킹이 1랭크에 없습니다.</translation>
    </message>
    <message>
        <source>%1: White may still castle on the queen&apos;s side with the rook on %2; White&apos;s king is not on rank 1</source>
        <translation>%1: 백은 아직 %2 칸의 룩으로 퀸사이드 캐슬링을 할 수 있습니다. 다만 백 킹이 1랭크에 없습니다.</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the king&apos;s side with the rook on %2; Black&apos;s king is not on rank 8</source>
        <translation>%1: 흑은 아직 %2 칸의 룩으로 킹사이드 캐슬링을 할 수 있습니다. 다만 흑 킹이 8랭크에 없습니다.</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the queen&apos;s side with the rook on %2; Black&apos;s king is not on rank 8</source>
        <translation>%1: 흑은 아직 %2 칸의 룩으로 퀸사이드 캐슬링을 할 수 있습니다. 다만 흑 킹이 8랭크에 없습니다.</translation>
    </message>
    <message>
        <source>A file letter (Shredder-FEN, used for Chess960) names the rook by its file: %1 is the rook on %2</source>
        <translation>Chess960에서 쓰는 Shredder-FEN 방식에서는 룩이 있는 파일의 문자로 룩을 나타냅니다. %1 문자는 %2 칸의 룩입니다.</translation>
    </message>
    <message>
        <source>%1: a white pawn has just moved two squares, from %2 to %3, passing %1; a black pawn standing beside it could capture it en passant this move only</source>
        <translation>%1: 백 폰이 방금 %2 칸에서 %3 칸으로 두 칸 전진하며 %1 칸을 지나갔습니다. 바로 옆의 흑 폰은 이번 수에 한해 이 폰을 앙파상으로 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1: a black pawn has just moved two squares, from %2 to %3, passing %1; a white pawn standing beside it could capture it en passant this move only</source>
        <translation>%1: 흑 폰이 방금 %2 칸에서 %3 칸으로 두 칸 전진하며 %1 칸을 지나갔습니다. 바로 옆의 백 폰은 이번 수에 한해 이 폰을 앙파상으로 잡을 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; from 150 the game is drawn by the 75-move rule</source>
        <translation>
            <numerusform>%1: 마지막으로 기물을 잡거나 폰을 움직인 뒤 반수 %n번이 지났습니다. 150부터는 75수 규칙에 따라 무승부입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; from 100 either player may claim a draw (the 50-move rule), and it is 100 or more</source>
        <translation>
            <numerusform>%1: 마지막으로 기물을 잡거나 폰을 움직인 뒤 반수 %n번이 지났습니다. 100부터는 어느 쪽이든 무승부를 주장할 수 있는데(50수 규칙), 지금 100 이상입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no half moves since the last capture or pawn move: the last move was one (or the game has just begun)</source>
        <translation>%1: 마지막으로 기물을 잡거나 폰을 움직인 뒤 아직 반수가 지나지 않았습니다. 직전 수가 바로 그런 수였습니다(또는 게임이 막 시작되었습니다).</translation>
    </message>
    <message>
        <source>%1: one half move since the last capture or pawn move; at 100 either player may claim a draw</source>
        <translation>%1: 마지막으로 기물을 잡거나 폰을 움직인 뒤 반수 1번이 지났습니다. 100이 되면 어느 쪽이든 무승부를 주장할 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; at 100 either player may claim a draw</source>
        <translation>
            <numerusform>%1: 마지막으로 기물을 잡거나 폰을 움직인 뒤 반수 %n번이 지났습니다. 100이 되면 어느 쪽이든 무승부를 주장할 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the fullmove number starts at 1; 0 is read as 1</source>
        <translation>%1: 수 번호는 1부터 시작합니다. 0은 1로 읽습니다.</translation>
    </message>
    <message>
        <source>%1: move %2; it goes up by one after each Black move</source>
        <translation>%1: %2번째 수입니다. 흑이 한 수 둘 때마다 1씩 늘어납니다.</translation>
    </message>
    <message>
        <source>%1: white space before the FEN; it is ignored</source>
        <translation>%1: FEN 앞의 공백입니다. 읽을 때 무시합니다.</translation>
    </message>
    <message>
        <source>%1: white space after the last field; it is ignored</source>
        <translation>%1: 마지막 필드 뒤의 공백입니다. 읽을 때 무시합니다.</translation>
    </message>
    <message>
        <source>%1: _ joins fields in the URL form of a FEN and is read as a space; field %2 (%3) ends and field %4 (%5) begins</source>
        <translation>%1: _는 URL 형식의 FEN에서 필드를 이어 주는 문자로, 공백으로 읽습니다. 여기서 %2번 필드(%3)가 끝나고 %4번 필드(%5)가 시작됩니다.</translation>
    </message>
    <message>
        <source>%1: the space between fields: field %2 (%3) ends and field %4 (%5) begins</source>
        <translation>%1: 필드 사이의 공백입니다. 여기서 %2번 필드(%3)가 끝나고 %4번 필드(%5)가 시작됩니다.</translation>
    </message>
    <message>
        <source>%1: this follows rank 1; a board has 8 ranks, so it cannot be read</source>
        <translation>%1: 1랭크 뒤에 온 부분입니다. 체스판의 랭크는 8개이므로 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: this part of rank %2 cannot be read: a rank holds piece letters (KQRBNP for White, kqrbnp for Black) and digits 1-8 for empty squares</source>
        <translation>%1: %2랭크의 이 부분은 읽을 수 없습니다. 랭크에는 기물 문자(백은 KQRBNP, 흑은 kqrbnp)와 빈칸 수를 나타내는 숫자 1-8만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: the side to move is w (White) or b (Black)</source>
        <translation>%1: 읽을 수 없습니다. 차례 필드에는 w(백) 또는 b(흑)만 씁니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: castling is -, or the letters K, Q, k, q (or rook files A-H, a-h)</source>
        <translation>%1: 읽을 수 없습니다. 캐슬링 필드에는 - 또는 K, Q, k, q 문자(또는 룩이 있는 파일의 문자 A-H, a-h)만 씁니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: the en passant field is - or a square on rank 3 or 6</source>
        <translation>%1: 읽을 수 없습니다. 앙파상 필드에는 - 또는 3랭크나 6랭크의 칸만 씁니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: the halfmove clock is a whole number from 0 to 9999</source>
        <translation>%1: 읽을 수 없습니다. 반수 카운터는 0부터 9999까지의 정수입니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: the fullmove number is a whole number from 1 to 9999</source>
        <translation>%1: 읽을 수 없습니다. 수 번호는 1부터 9999까지의 정수입니다.</translation>
    </message>
    <message>
        <source>%1: text past the sixth field; a FEN has six fields, so this is not read</source>
        <translation>%1: 여섯 번째 필드 뒤에 온 텍스트입니다. FEN의 필드는 6개이므로 이 부분은 읽지 않습니다.</translation>
    </message>
    <message>
        <source>Point at a part of the FEN, or put the cursor in it, to see what it means</source>
        <translation>FEN의 한 부분을 가리키거나 그 안에 커서를 두면 그 부분의 뜻을 설명합니다.</translation>
    </message>
    <message>
        <source>This FEN does not read as a whole, so the board does not follow it: %1</source>
        <translation>이 FEN은 전체를 읽을 수 없어서 체스판에 반영하지 않았습니다: %1.</translation>
    </message>
    <message>
        <source>The board is empty: each side needs at least its king</source>
        <translation>체스판이 비어 있습니다. 양쪽 모두 적어도 킹은 있어야 합니다.</translation>
    </message>
    <message>
        <source>White has no king: every position needs one king of each colour</source>
        <translation>백 킹이 없습니다. 모든 포지션에는 백 킹과 흑 킹이 하나씩 있어야 합니다.</translation>
    </message>
    <message>
        <source>Black has no king: every position needs one king of each colour</source>
        <translation>흑 킹이 없습니다. 모든 포지션에는 백 킹과 흑 킹이 하나씩 있어야 합니다.</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings (%1): each side has exactly one</source>
        <translation>
            <numerusform>백 킹이 %n개입니다(%1). 킹은 양쪽에 정확히 하나씩만 있어야 합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings (%1): each side has exactly one</source>
        <translation>
            <numerusform>흑 킹이 %n개입니다(%1). 킹은 양쪽에 정확히 하나씩만 있어야 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns never stand on rank 1 or 8, as a pawn reaching the last rank promotes</source>
        <translation>%1 칸에 폰이 있습니다. 폰은 마지막 랭크에 닿으면 프로모션하므로 1랭크나 8랭크에 있을 수 없습니다.</translation>
    </message>
    <message>
        <source>Pawns stand on %1: pawns never stand on rank 1 or 8, as a pawn reaching the last rank promotes</source>
        <translation>%1 칸에 폰이 있습니다. 폰은 마지막 랭크에 닿으면 프로모션하므로 1랭크나 8랭크에 있을 수 없습니다.</translation>
    </message>
    <message>
        <source>White&apos;s king is in check, yet Black is to move: White&apos;s last move cannot have left its own king in check (%1)</source>
        <translation>흑 차례인데 백 킹이 체크를 받고 있습니다. 백이 직전 수로 자기 킹을 체크 상태에 남겨 둘 수는 없습니다(%1).</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check, yet White is to move: Black&apos;s last move cannot have left its own king in check (%1)</source>
        <translation>백 차례인데 흑 킹이 체크를 받고 있습니다. 흑이 직전 수로 자기 킹을 체크 상태에 남겨 둘 수는 없습니다(%1).</translation>
    </message>
    <message>
        <source>The castling letter says White may still castle with the rook on %1, but no white rook stands there</source>
        <translation>캐슬링 문자를 보면 백은 아직 %1 칸의 룩으로 캐슬링할 수 있는데, 그 칸에 백 룩이 없습니다.</translation>
    </message>
    <message>
        <source>The castling letter says Black may still castle with the rook on %1, but no black rook stands there</source>
        <translation>캐슬링 문자를 보면 흑은 아직 %1 칸의 룩으로 캐슬링할 수 있는데, 그 칸에 흑 룩이 없습니다.</translation>
    </message>
    <message>
        <source>This castling right only makes sense in Chess960, where the king and rooks may start on other squares</source>
        <translation>이 캐슬링 권한은 킹과 룩이 다른 칸에서 시작할 수 있는 Chess960에서만 뜻이 있습니다.</translation>
    </message>
    <message>
        <source>This FEN has an en passant square, so the last move was a pawn&apos;s double step, yet the halfmove clock is %1: it should be 0</source>
        <translation>이 FEN에는 앙파상 칸이 있으므로 직전 수는 폰의 두 칸 전진입니다. 그런데 반수 카운터가 %1입니다. 0이어야 합니다.</translation>
    </message>
    <message>
        <source>The halfmove clock is %1, yet at move %2 with White to move fewer half moves than that have been played in the whole game</source>
        <translation>반수 카운터가 %1입니다. 그런데 백 차례인 %2번째 수까지는 게임 전체에서 둔 반수가 그보다 적습니다.</translation>
    </message>
    <message>
        <source>The halfmove clock is %1, yet at move %2 with Black to move fewer half moves than that have been played in the whole game</source>
        <translation>반수 카운터가 %1입니다. 그런데 흑 차례인 %2번째 수까지는 게임 전체에서 둔 반수가 그보다 적습니다.</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White has no king</source>
        <translation>이 FEN에 따르면 백은 아직 캐슬링할 수 있는데, 백 킹이 없습니다.</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black has no king</source>
        <translation>이 FEN에 따르면 흑은 아직 캐슬링할 수 있는데, 흑 킹이 없습니다.</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but the king and its castling rook stand on the wrong sides of each other (%1): the king stands between its castling rooks</source>
        <translation>이 FEN에 따르면 백은 아직 캐슬링할 수 있는데, 킹과 캐슬링 룩의 위치가 서로 뒤바뀌어 있습니다(%1). 킹은 캐슬링 룩 두 개 사이에 있어야 합니다.</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but the king and its castling rook stand on the wrong sides of each other (%1): the king stands between its castling rooks</source>
        <translation>이 FEN에 따르면 흑은 아직 캐슬링할 수 있는데, 킹과 캐슬링 룩의 위치가 서로 뒤바뀌어 있습니다(%1). 킹은 캐슬링 룩 두 개 사이에 있어야 합니다.</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White&apos;s king stands on %1, not on rank 1: a king that has moved may no longer castle</source>
        <translation>이 FEN에 따르면 백은 아직 캐슬링할 수 있는데, 백 킹이 1랭크가 아닌 %1 칸에 있습니다. 한 번 움직인 킹은 더 이상 캐슬링할 수 없습니다.</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black&apos;s king stands on %1, not on rank 8: a king that has moved may no longer castle</source>
        <translation>이 FEN에 따르면 흑은 아직 캐슬링할 수 있는데, 흑 킹이 8랭크가 아닌 %1 칸에 있습니다. 한 번 움직인 킹은 더 이상 캐슬링할 수 없습니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 says a white pawn has just moved, yet White is to move: after White&apos;s move it is Black&apos;s turn</source>
        <translation>앙파상 칸 %1을 보면 방금 백 폰이 움직였는데, 지금도 백 차례입니다. 백이 수를 두고 나면 흑 차례가 됩니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 says a black pawn has just moved, yet Black is to move: after Black&apos;s move it is White&apos;s turn</source>
        <translation>앙파상 칸 %1을 보면 방금 흑 폰이 움직였는데, 지금도 흑 차례입니다. 흑이 수를 두고 나면 백 차례가 됩니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 says a white pawn has just moved from %2 to %3, but no white pawn stands on %3</source>
        <translation>앙파상 칸 %1을 보면 방금 백 폰이 %2 칸에서 %3 칸으로 움직였는데, %3 칸에 백 폰이 없습니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 says a black pawn has just moved from %2 to %3, but no black pawn stands on %3</source>
        <translation>앙파상 칸 %1을 보면 방금 흑 폰이 %2 칸에서 %3 칸으로 움직였는데, %3 칸에 흑 폰이 없습니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 is occupied, yet a pawn has just passed over it</source>
        <translation>앙파상 칸 %1에 기물이 있습니다. 방금 폰이 지나간 칸이라면 비어 있어야 합니다.</translation>
    </message>
    <message>
        <source>%1 is occupied, yet the pawn that passed %2 has just left it</source>
        <translation>%1 칸에 기물이 있습니다. %2 칸을 지나간 폰이 방금 떠난 칸이라면 비어 있어야 합니다.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not fit the board</source>
        <translation>앙파상 칸 %1은 체스판의 기물 배치와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>%1: a castling right for White with the rook on %2</source>
        <translation>%1: %2 칸의 룩으로 하는 백의 캐슬링 권한입니다.</translation>
    </message>
    <message>
        <source>%1: a castling right for Black with the rook on %2</source>
        <translation>%1: %2 칸의 룩으로 하는 흑의 캐슬링 권한입니다.</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White&apos;s king stands on the a- or h-file (%1): in ordinary chess it starts on e1, in Chess960 between its rooks on b1-g1, so this right cannot come from any game</source>
        <translation>이 FEN에 따르면 백은 아직 캐슬링할 수 있는데, 백 킹이 a파일이나 h파일에 있습니다(%1). 일반 체스에서 킹은 e1에서, Chess960에서는 b1-g1 사이 두 룩의 가운데에서 시작하므로 어떤 게임에서도 이런 캐슬링 권한은 생길 수 없습니다.</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black&apos;s king stands on the a- or h-file (%1): in ordinary chess it starts on e8, in Chess960 between its rooks on b8-g8, so this right cannot come from any game</source>
        <translation>이 FEN에 따르면 흑은 아직 캐슬링할 수 있는데, 흑 킹이 a파일이나 h파일에 있습니다(%1). 일반 체스에서 킹은 e8에서, Chess960에서는 b8-g8 사이 두 룩의 가운데에서 시작하므로 어떤 게임에서도 이런 캐슬링 권한은 생길 수 없습니다.</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the %1 on %2 is in the way.</source>
        <extracomment>%1 a piece name such as &quot;white knight&quot;, %2 its square</extracomment>
        <translation>지금은 이쪽으로 캐슬링할 수 없습니다. %2 칸의 %1 때문에 길이 막혀 있습니다.</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the king is in check.</source>
        <translation>지금은 이쪽으로 캐슬링할 수 없습니다. 킹이 체크를 받고 있습니다.</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the king would cross or land on %1, which the other side attacks.</source>
        <translation>지금은 이쪽으로 캐슬링할 수 없습니다. 킹이 지나가거나 도착할 %1 칸을 상대가 공격하고 있습니다.</translation>
    </message>
    <message>
        <source>The right stays in the FEN even so: it only records that the king and this rook have not moved, and castling becomes possible again once the way is clear.</source>
        <translation>그래도 캐슬링 권한은 FEN에 그대로 남습니다. 이 권한은 킹과 이 룩이 아직 움직이지 않았다는 사실만 기록하므로, 길이 열리면 다시 캐슬링할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1: no en passant square is written, although a white pawn has just moved two squares, passing %2: no black pawn can take it en passant, so the FEN leaves the square out (written always, it would say %2)</source>
        <translation>%1: 백 폰이 방금 두 칸 전진하며 %2 칸을 지나갔지만 앙파상 칸을 적지 않았습니다. 이 폰을 앙파상으로 잡을 수 있는 흑 폰이 없어서 FEN에서 이 칸을 뺀 것입니다(&apos;항상 기록&apos;으로 쓰면 %2 칸이 적힙니다).</translation>
    </message>
    <message>
        <source>%1: no en passant square is written, although a black pawn has just moved two squares, passing %2: no white pawn can take it en passant, so the FEN leaves the square out (written always, it would say %2)</source>
        <translation>%1: 흑 폰이 방금 두 칸 전진하며 %2 칸을 지나갔지만 앙파상 칸을 적지 않았습니다. 이 폰을 앙파상으로 잡을 수 있는 백 폰이 없어서 FEN에서 이 칸을 뺀 것입니다(&apos;항상 기록&apos;으로 쓰면 %2 칸이 적힙니다).</translation>
    </message>
    <message>
        <source>The black pawn on %1 can take it now.</source>
        <translation>%1 칸의 흑 폰은 지금 이 폰을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>The white pawn on %1 can take it now.</source>
        <translation>%1 칸의 백 폰은 지금 이 폰을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>The black pawn on %1 may not take it: the capture would leave the king on %2 in check from the %3 on %4.</source>
        <extracomment>%1 the capturing pawn&apos;s square, %2 its king&apos;s square, %3 a piece name such as &quot;white rook&quot;, %4 its square</extracomment>
        <translation>%1 칸의 흑 폰은 이 폰을 잡을 수 없습니다. 잡으면 %2 칸의 킹이 %4 칸의 %3에게 체크를 받게 됩니다.</translation>
    </message>
    <message>
        <source>The white pawn on %1 may not take it: the capture would leave the king on %2 in check from the %3 on %4.</source>
        <translation>%1 칸의 백 폰은 이 폰을 잡을 수 없습니다. 잡으면 %2 칸의 킹이 %4 칸의 %3에게 체크를 받게 됩니다.</translation>
    </message>
    <message>
        <source>The black pawn on %1 may not take it now.</source>
        <translation>%1 칸의 흑 폰은 지금 이 폰을 잡을 수 없습니다.</translation>
    </message>
    <message>
        <source>The white pawn on %1 may not take it now.</source>
        <translation>%1 칸의 백 폰은 지금 이 폰을 잡을 수 없습니다.</translation>
    </message>
    <message>
        <source>No black pawn stands beside it to take it, so this en passant square changes nothing in this position.</source>
        <translation>바로 옆에 이 폰을 잡을 흑 폰이 없으므로, 이 앙파상 칸은 이 포지션에서 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>No white pawn stands beside it to take it, so this en passant square changes nothing in this position.</source>
        <translation>바로 옆에 이 폰을 잡을 백 폰이 없으므로, 이 앙파상 칸은 이 포지션에서 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>So no pawn can take en passant now, and this en passant square changes nothing in this position.</source>
        <translation>따라서 지금은 어떤 폰도 앙파상으로 잡을 수 없고, 이 앙파상 칸은 이 포지션에서 아무것도 바꾸지 않습니다.</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>the moves stop at the start</source>
        <translation>수순이 첫 수부터 끊겨 있습니다</translation>
    </message>
    <message>
        <source>the moves stop after %1</source>
        <translation>%1 다음에서 수순이 끊겨 있습니다</translation>
    </message>
    <message>
        <source>The FEN tag %1 cannot be read: no moves are played</source>
        <translation>FEN 태그 %1: 읽을 수 없어서 수를 하나도 두지 않았습니다</translation>
    </message>
    <message>
        <source>%1 is no move: %2</source>
        <translation>%1: 수로 읽을 수 없습니다. %2</translation>
    </message>
    <message>
        <source>Illegal move %1: %2</source>
        <translation>%1: 둘 수 없는 수입니다. %2</translation>
    </message>
    <message>
        <source>%1 fits more than one legal move: %2</source>
        <translation>%1: 이렇게 읽히는 수가 둘 이상입니다. %2</translation>
    </message>
    <message>
        <source>A comment opened with { is not closed</source>
        <translation>{로 시작한 주석이 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>A variation opened with ( is not closed</source>
        <translation>(로 시작한 변화수가 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>A ) closes no variation</source>
        <translation>닫을 변화수가 없는데 )가 있습니다</translation>
    </message>
    <message>
        <source>The tag %1 has no closing quote: it is read to the end of its line</source>
        <translation>태그 %1에 닫는 따옴표가 없어서 그 줄 끝까지 값으로 읽었습니다</translation>
    </message>
</context>
<context>
    <name>LookOptions</name>
    <message>
        <source>The piece set: staunton (default), modern, font, an installed set&apos;s name as View &gt; Pieces lists it, or a folder of wK.svg ... bP.svg.</source>
        <translation>기물 세트: staunton(기본값), modern, font, 보기 &gt; 기물 메뉴에 나오는 설치된 세트의 이름, 또는 wK.svg ... bP.svg가 들어 있는 폴더.</translation>
    </message>
    <message>
        <source>The board&apos;s colours: brown (default), blue, green, grey or contrast.</source>
        <translation>체스판 색: brown(기본값), blue, green, grey, contrast 가운데 하나.</translation>
    </message>
    <message>
        <source>no board theme &quot;%1&quot;; there are %2</source>
        <translation>&quot;%1&quot;: 그런 체스판 색은 없습니다. 쓸 수 있는 색: %2</translation>
    </message>
    <message>
        <source>%1 does not hold a piece set: it needs wK.svg ... bP.svg (or xboard&apos;s WhiteKing.svg ...)</source>
        <translation>%1에는 기물 세트가 없습니다. wK.svg ... bP.svg(또는 xboard의 WhiteKing.svg ...)가 모두 있어야 합니다.</translation>
    </message>
    <message>
        <source>no piece set &quot;%1&quot;</source>
        <translation>&quot;%1&quot;: 그런 기물 세트는 없습니다</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 파일을 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation>%1 파일에 포지션이 없습니다</translation>
    </message>
    <message>
        <source>%1 holds no FEN: it has no line that is not empty</source>
        <translation>%1 파일에 FEN이 없습니다. 내용이 있는 줄이 하나도 없습니다</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a folder, a named pipe or a device)</source>
        <translation>%1 파일을 열 수 없습니다. 일반 파일이 아닙니다(폴더, 명명된 파이프 또는 장치).</translation>
    </message>
    <message>
        <source>%1. Nothing was opened.</source>
        <translation>%1. 아무것도 열지 않았습니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: at %2 MB it is larger than the %3 MB a collection may have</source>
        <translation>%1 파일을 열 수 없습니다. 크기가 %2MB로, 모음 파일의 최대 크기인 %3MB를 넘습니다</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a text file (it holds binary data)</source>
        <translation>%1 파일을 열 수 없습니다. 텍스트 파일이 아닙니다(바이너리 데이터가 들어 있습니다)</translation>
    </message>
    <message>
        <source>The position to open: a FEN (quoted), a .fen, .epd, .pgn or puzzle .csv file, or a picture of a board (PNG, JPEG, WebP, BMP, TIFF) to read; each further file opens in a window of its own.</source>
        <translation>열 포지션: 따옴표로 감싼 FEN, .fen, .epd, .pgn, 퍼즐 .csv 파일, 또는 읽어 들일 체스판 그림(PNG, JPEG, WebP, BMP, TIFF). 파일을 여러 개 주면 두 번째 파일부터는 각각 새 창에서 열립니다.</translation>
    </message>
    <message>
        <source>Forsyth, a chess position editor.

Subcommands that need no display:
  forsyth check [--strict] [--json] [FEN ...]   judge FENs (see forsyth check --help)
  forsyth perft [--progress] FEN DEPTH          count legal-move tree leaves
  forsyth positions FILE... [--ply start|end|N] [--json]
                                                one FEN per record (see forsyth positions --help)
  forsyth solve [FEN] --mate N|--helpmate N|--selfmate N [--json] [--max-seconds S]
                                                prove a problem&apos;s keys (see forsyth solve --help)
  forsyth render FEN -o out.png|out.svg         draw the board (see forsyth render --help)
  forsyth read-image IMAGE... [--json]          the FEN of the board in a picture
  forsyth worksheet FILE... -o sheet.pdf [--per-page N] [--answers] [--fen] [--lang en|ko|zh_CN]
                                                a PDF worksheet (see forsyth worksheet --help)</source>
        <translation>Forsyth, 체스 포지션 편집기.

화면 없이 실행되는 하위 명령:
  forsyth check [--strict] [--json] [FEN ...]   FEN 검사 (forsyth check --help 참고)
  forsyth perft [--progress] FEN DEPTH          규칙상 가능한 수 트리의 말단 노드 수 세기
  forsyth positions FILE... [--ply start|end|N] [--json]
                                                기록마다 FEN 한 줄씩 출력 (forsyth positions --help 참고)
  forsyth solve [FEN] --mate N|--helpmate N|--selfmate N [--json] [--max-seconds S]
                                                문제의 키 수를 증명 (forsyth solve --help 참고)
  forsyth render FEN -o out.png|out.svg         체스판 그리기 (forsyth render --help 참고)
  forsyth read-image IMAGE... [--json]          그림 속 체스판의 FEN 읽기
  forsyth worksheet FILE... -o sheet.pdf [--per-page N] [--answers] [--fen] [--lang en|ko|zh_CN]
                                                PDF 학습지 만들기 (forsyth worksheet --help 참고)</translation>
    </message>
    <message>
        <source>no display found; the editor needs one. check, perft, positions, solve, read-image, render and worksheet work without a display.</source>
        <translation>디스플레이를 찾지 못했습니다. 편집기를 열려면 디스플레이가 있어야 합니다. check, perft, positions, solve, read-image, render, worksheet 명령은 디스플레이 없이도 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: it looks like UTF-16 text without a byte order mark. Saved again as UTF-8, or as UTF-16 with its mark (Notepad&apos;s &quot;Unicode&quot;), it opens</source>
        <translation>%1 파일을 열 수 없습니다. 바이트 순서 표시(BOM)가 없는 UTF-16 텍스트로 보입니다. UTF-8로, 또는 BOM이 있는 UTF-16(메모장의 &quot;유니코드&quot;)으로 다시 저장하면 열립니다</translation>
    </message>
    <message>
        <source>Cannot open %1: its UTF-16 text is damaged at byte %2 (half a character)</source>
        <translation>%1 파일을 열 수 없습니다. UTF-16 텍스트가 %2번째 바이트에서 손상되었습니다(글자의 반쪽)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Printing is not available: the print module (%1) was not found beside Forsyth (%2).</source>
        <translation>인쇄 기능을 쓸 수 없습니다. Forsyth(%2) 옆에서 인쇄 모듈(%1)을 찾지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>No white king</source>
        <translation>백 킹이 없습니다</translation>
    </message>
    <message>
        <source>No black king</source>
        <translation>흑 킹이 없습니다</translation>
    </message>
    <message>
        <source>The white king is not on rank 1</source>
        <translation>백 킹이 1랭크에 없습니다</translation>
    </message>
    <message>
        <source>The black king is not on rank 8</source>
        <translation>흑 킹이 8랭크에 없습니다</translation>
    </message>
    <message>
        <source>No white rook on the king&apos;s side of the king on rank 1</source>
        <translation>1랭크에서 킹의 킹사이드 쪽에 백 룩이 없습니다</translation>
    </message>
    <message>
        <source>No white rook on the queen&apos;s side of the king on rank 1</source>
        <translation>1랭크에서 킹의 퀸사이드 쪽에 백 룩이 없습니다</translation>
    </message>
    <message>
        <source>No black rook on the king&apos;s side of the king on rank 8</source>
        <translation>8랭크에서 킹의 킹사이드 쪽에 흑 룩이 없습니다</translation>
    </message>
    <message>
        <source>No black rook on the queen&apos;s side of the king on rank 8</source>
        <translation>8랭크에서 킹의 퀸사이드 쪽에 흑 룩이 없습니다</translation>
    </message>
    <message>
        <source>%1 is not on rank 6, where a black pawn&apos;s double step passes</source>
        <translation>%1 칸은 6랭크에 있지 않습니다. 흑 폰이 두 칸 전진할 때 지나가는 칸은 6랭크에 있습니다</translation>
    </message>
    <message>
        <source>%1 is not on rank 3, where a white pawn&apos;s double step passes</source>
        <translation>%1 칸은 3랭크에 있지 않습니다. 백 폰이 두 칸 전진할 때 지나가는 칸은 3랭크에 있습니다</translation>
    </message>
    <message>
        <source>%1: no black pawn in front of it that could just have passed it</source>
        <translation>%1: 이 칸을 방금 지나갔을 흑 폰이 앞에 없습니다</translation>
    </message>
    <message>
        <source>%1: no white pawn in front of it that could just have passed it</source>
        <translation>%1: 이 칸을 방금 지나갔을 백 폰이 앞에 없습니다</translation>
    </message>
    <message>
        <source>%1 is occupied, so no pawn can just have passed it</source>
        <translation>%1 칸에 기물이 있으므로 방금 폰이 이 칸을 지나갔을 수 없습니다</translation>
    </message>
    <message>
        <source>The square behind %1 is occupied, so no pawn can just have left it</source>
        <translation>%1 뒤의 칸에 기물이 있으므로 방금 폰이 그 칸을 떠났을 수 없습니다</translation>
    </message>
    <message>
        <source>Only squares a black pawn could just have passed with a double step are offered:
on rank 6, with a black pawn in front of it on rank 5,
the square itself and the one behind it on rank 7 empty.</source>
        <translation>흑 폰이 방금 두 칸 전진하며 지나갔을 수 있는 칸만 보여 줍니다.
6랭크에 있고, 바로 앞 5랭크에 흑 폰이 있으며,
그 칸과 바로 뒤 7랭크의 칸이 비어 있어야 합니다.</translation>
    </message>
    <message>
        <source>Only squares a white pawn could just have passed with a double step are offered:
on rank 3, with a white pawn in front of it on rank 4,
the square itself and the one behind it on rank 2 empty.</source>
        <translation>백 폰이 방금 두 칸 전진하며 지나갔을 수 있는 칸만 보여 줍니다.
3랭크에 있고, 바로 앞 4랭크에 백 폰이 있으며,
그 칸과 바로 뒤 2랭크의 칸이 비어 있어야 합니다.</translation>
    </message>
    <message>
        <source>Not a legal chess position</source>
        <translation>규칙상 불가능한 포지션</translation>
    </message>
    <message>
        <source>Checkmate: White is mated</source>
        <translation>체크메이트: 백이 졌습니다</translation>
    </message>
    <message>
        <source>Checkmate: Black is mated</source>
        <translation>체크메이트: 흑이 졌습니다</translation>
    </message>
    <message>
        <source>Stalemate: White to move has no legal move</source>
        <translation>스테일메이트: 백 차례인데 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>Stalemate: Black to move has no legal move</source>
        <translation>스테일메이트: 흑 차례인데 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>백 차례, 체크</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>흑 차례, 체크</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>백 차례</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>흑 차례</translation>
    </message>
    <message>
        <source>75-move rule: drawn</source>
        <translation>75수 규칙: 무승부</translation>
    </message>
    <message>
        <source>50-move draw can be claimed</source>
        <translation>50수 규칙: 무승부 주장 가능</translation>
    </message>
    <message>
        <source>Lichess: refuses it. %1</source>
        <translation>Lichess에서 열 수 없음. %1</translation>
    </message>
    <message>
        <source>castling %1</source>
        <translation>캐슬링 %1</translation>
    </message>
    <message>
        <source>en passant %1</source>
        <translation>앙파상 %1</translation>
    </message>
    <message>
        <source>halfmove clock %1</source>
        <translation>반수 카운터 %1</translation>
    </message>
    <message>
        <source>fullmove number %1</source>
        <translation>수 번호 %1</translation>
    </message>
    <message>
        <source>Lichess: accepts</source>
        <translation>Lichess에서 열 수 있음</translation>
    </message>
    <message>
        <source>Lichess: accepts but would change %1</source>
        <translation>Lichess에서 열 수 있으나 다음이 바뀜: %1</translation>
    </message>
    <message>
        <source>Field %1 (%2)</source>
        <translation>%1번 필드(%2)</translation>
    </message>
    <message>
        <source>Rank %1, square %2</source>
        <translation>%1랭크, %2 칸</translation>
    </message>
    <message>
        <source>Rank %1, after its 8 squares</source>
        <translation>%1랭크, 8칸 다음</translation>
    </message>
    <message>
        <source>%1: %2 counts no squares; use a digit 1-8 for empty squares</source>
        <translation>%1: %2: 칸 수를 나타내지 않는 숫자입니다. 빈칸은 숫자 1-8로 씁니다</translation>
    </message>
    <message>
        <source>%1: the promotion marker ~ must follow a piece letter</source>
        <translation>%1: 프로모션 표시 ~는 기물 문자 바로 뒤에 와야 합니다</translation>
    </message>
    <message>
        <source>%1: %2 is no piece letter (KQRBNP, kqrbnp), digit 1-8 or /</source>
        <translation>%1: %2: 기물 문자(KQRBNP, kqrbnp)도, 숫자 1-8도, /도 아닙니다</translation>
    </message>
    <message>
        <source>Rank %1: adjacent digits %2; strict mode wants one digit for a run of empty squares</source>
        <translation>%1랭크: 붙어 있는 숫자 %2. 엄격 모드에서는 이어진 빈칸을 숫자 하나로 씁니다</translation>
    </message>
    <message>
        <source>Rank %1 (%2) has %3 squares; a rank has 8</source>
        <translation>%1랭크(%2)는 %3칸입니다. 한 랭크는 8칸입니다</translation>
    </message>
    <message>
        <source>Rank %1 is empty; a rank has 8 squares</source>
        <translation>%1랭크가 비어 있습니다. 한 랭크는 8칸입니다</translation>
    </message>
    <message>
        <source>Rank %1 (%2) covers only %3 of its 8 squares</source>
        <translation>%1랭크(%2)는 8칸 중 %3칸만 채웁니다</translation>
    </message>
    <message>
        <source>The placement has %1 ranks (%2 is too much); a board has 8</source>
        <translation>기물 배치에 랭크가 %1개 있습니다(%2 부분이 넘칩니다). 체스판의 랭크는 8개입니다</translation>
    </message>
    <message>
        <source>The placement has only %1 of the 8 ranks</source>
        <translation>기물 배치에 랭크가 8개 중 %1개만 있습니다</translation>
    </message>
    <message>
        <source>Rank 1 %1 runs into the next field: a space is missing before %2</source>
        <translation>1랭크 %1: 다음 필드와 붙어 있습니다. %2 앞에 공백이 빠졌습니다</translation>
    </message>
    <message>
        <source>%1…&quot; (%2 bytes)</source>
        <translation>%1…&quot; (%2바이트)</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>기물 배치</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>castling</source>
        <translation>캐슬링</translation>
    </message>
    <message>
        <source>en passant</source>
        <translation>앙파상</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>반수 카운터</translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation>수 번호</translation>
    </message>
    <message>
        <source>extra field</source>
        <translation>추가 필드</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>info</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Nothing to read: the text is empty or only white space</source>
        <translation>읽을 내용이 없습니다: 텍스트가 비어 있거나 공백뿐입니다</translation>
    </message>
    <message>
        <source>%1 follows the sixth field; a FEN has at most 6 fields</source>
        <translation>여섯 번째 필드 뒤에 %1 부분이 더 있습니다. FEN의 필드는 최대 6개입니다</translation>
    </message>
    <message>
        <source>%1 is %2; expected w or b</source>
        <translation>%1: %2입니다. w 또는 b여야 합니다</translation>
    </message>
    <message>
        <source>%1 is %2; strict mode wants lower case w or b</source>
        <translation>%1: %2입니다. 엄격 모드에서는 소문자 w 또는 b여야 합니다</translation>
    </message>
    <message>
        <source>%1: - stands alone; it cannot go with castling letters</source>
        <translation>%1: -는 혼자만 쓰며 캐슬링 문자와 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>%1: %2 is no castling letter; expected -, KQkq or files A-H, a-h</source>
        <translation>%1: %2: 캐슬링 문자가 아닙니다. -, KQkq 또는 파일 문자 A-H, a-h여야 합니다</translation>
    </message>
    <message>
        <source>%1: %2 would give White a third castling right; a king has two at most</source>
        <translation>%1: %2 문자가 있으면 백의 캐슬링 권한이 세 개가 됩니다. 킹 하나의 캐슬링 권한은 최대 두 개입니다</translation>
    </message>
    <message>
        <source>%1: %2 would give Black a third castling right; a king has two at most</source>
        <translation>%1: %2 문자가 있으면 흑의 캐슬링 권한이 세 개가 됩니다. 킹 하나의 캐슬링 권한은 최대 두 개입니다</translation>
    </message>
    <message>
        <source>%1: %2 names a second rook on a side of the king that already has one</source>
        <translation>%1: %2 문자는 이미 룩이 정해진 킹의 한쪽에 두 번째 룩을 정합니다</translation>
    </message>
    <message>
        <source>%1 is %2; expected - or a square such as e3</source>
        <translation>%1: %2입니다. - 또는 e3 같은 칸이어야 합니다</translation>
    </message>
    <message>
        <source>%1 is %2; an en-passant square is on rank 3 or 6</source>
        <translation>%1: %2입니다. 앙파상 칸은 3랭크나 6랭크에 있어야 합니다</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number 0-9999</source>
        <translation>%1: %2입니다. 0-9999 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>%1: cannot read %2</source>
        <translation>%1: %2 부분을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Field 6 (fullmove number) missing; read as 1</source>
        <translation>6번 필드(수 번호)가 없어서 1로 읽었습니다</translation>
    </message>
    <message>
        <source>Fields %1-6 missing; read as &quot;%2&quot;</source>
        <translation>%1~6번 필드가 없어서 &quot;%2&quot;인 것으로 읽었습니다</translation>
    </message>
    <message>
        <source>Fields joined by _ (the URL form); read as spaces</source>
        <translation>필드가 _로 이어져 있어서(URL 형식) 공백으로 읽었습니다</translation>
    </message>
    <message>
        <source>Adjacent digits %1 read as %2 empty squares</source>
        <translation>붙어 있는 숫자 %1: 빈칸 %2개로 읽었습니다</translation>
    </message>
    <message>
        <source>Promotion marker ~ after %1 ignored</source>
        <translation>%1 뒤의 프로모션 표시 ~는 무시했습니다</translation>
    </message>
    <message>
        <source>Side to move %1 read as %2</source>
        <translation>차례 %1: %2로 읽었습니다</translation>
    </message>
    <message>
        <source>Fullmove number 0 read as 1</source>
        <translation>수 번호 0: 1로 읽었습니다</translation>
    </message>
    <message>
        <source>Castling right %1 given twice; read once</source>
        <translation>캐슬링 권한 %1: 두 번 적혀 있어 한 번만 읽었습니다</translation>
    </message>
    <message>
        <source>Repaired %1</source>
        <translation>보정했습니다: %1</translation>
    </message>
    <message>
        <source>The board is empty</source>
        <translation>체스판이 비어 있습니다</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>백 킹이 없습니다</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>흑 킹이 없습니다</translation>
    </message>
    <message>
        <source>White has %1 kings: %2</source>
        <translation>백 킹이 %1개입니다: %2</translation>
    </message>
    <message>
        <source>Black has %1 kings: %2</source>
        <translation>흑 킹이 %1개입니다: %2</translation>
    </message>
    <message>
        <source>Pawn on a back rank: %1</source>
        <translation>1랭크나 8랭크에 폰이 있습니다: %1</translation>
    </message>
    <message>
        <source>Pawns on a back rank: %1</source>
        <translation>1랭크나 8랭크에 폰이 있습니다: %1</translation>
    </message>
    <message>
        <source>White is in check while Black is to move: %1</source>
        <translation>흑 차례인데 백이 체크를 받고 있습니다: %1</translation>
    </message>
    <message>
        <source>Black is in check while White is to move: %1</source>
        <translation>백 차례인데 흑이 체크를 받고 있습니다: %1</translation>
    </message>
    <message>
        <source>White has more than 8 pawns</source>
        <translation>백 폰이 8개를 넘습니다</translation>
    </message>
    <message>
        <source>Black has more than 8 pawns</source>
        <translation>흑 폰이 8개를 넘습니다</translation>
    </message>
    <message>
        <source>White has more than 16 pieces</source>
        <translation>백 기물이 16개를 넘습니다</translation>
    </message>
    <message>
        <source>Black has more than 16 pieces</source>
        <translation>흑 기물이 16개를 넘습니다</translation>
    </message>
    <message>
        <source>White has more promoted pieces than missing pawns</source>
        <translation>백의 프로모션된 기물 수가 없어진 폰 수보다 많습니다</translation>
    </message>
    <message>
        <source>Black has more promoted pieces than missing pawns</source>
        <translation>흑의 프로모션된 기물 수가 없어진 폰 수보다 많습니다</translation>
    </message>
    <message>
        <source>No single move can give this check: %1</source>
        <translation>어떤 한 수로도 이런 체크는 나올 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The double pawn push the en-passant square says was just played cannot give this check: %1</source>
        <translation>앙파상 칸을 보면 직전 수는 폰의 두 칸 전진인데, 그 수로는 이런 체크가 나올 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Castling right %1: no white rook on %2</source>
        <translation>캐슬링 권한 %1: %2 칸에 백 룩이 없습니다</translation>
    </message>
    <message>
        <source>Castling right %1: no black rook on %2</source>
        <translation>캐슬링 권한 %1: %2 칸에 흑 룩이 없습니다</translation>
    </message>
    <message>
        <source>White may castle but has no king</source>
        <translation>백에게 캐슬링 권한이 있는데 백 킹이 없습니다</translation>
    </message>
    <message>
        <source>Black may castle but has no king</source>
        <translation>흑에게 캐슬링 권한이 있는데 흑 킹이 없습니다</translation>
    </message>
    <message>
        <source>White&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation>백의 캐슬링 룩이 킹의 반대쪽에 있습니다: %1</translation>
    </message>
    <message>
        <source>Black&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation>흑의 캐슬링 룩이 킹의 반대쪽에 있습니다: %1</translation>
    </message>
    <message>
        <source>White may castle but its king is not on rank 1: %1</source>
        <translation>백에게 캐슬링 권한이 있는데 킹이 1랭크에 없습니다: %1</translation>
    </message>
    <message>
        <source>Black may castle but its king is not on rank 8: %1</source>
        <translation>흑에게 캐슬링 권한이 있는데 킹이 8랭크에 없습니다: %1</translation>
    </message>
    <message>
        <source>En-passant square %1 is not plausible: no pawn can just have passed it</source>
        <translation>앙파상 칸 %1은 있을 수 없는 칸입니다. 방금 이 칸을 지나갔을 폰이 없습니다</translation>
    </message>
    <message>
        <source>The halfmove clock is not 0, yet the en-passant square says a pawn just moved</source>
        <translation>반수 카운터가 0이 아닌데, 앙파상 칸을 보면 방금 폰이 움직였습니다</translation>
    </message>
    <message>
        <source>The halfmove clock counts more plies than the fullmove number allows</source>
        <translation>반수 카운터가 수 번호로 보아 가능한 반수보다 큽니다</translation>
    </message>
    <message>
        <source>En-passant square %1: no legal en-passant capture</source>
        <translation>앙파상 칸 %1: 규칙에 맞는 앙파상 잡기가 없습니다</translation>
    </message>
    <message>
        <source>50-move rule: either side may claim a draw</source>
        <translation>50수 규칙: 어느 쪽이든 무승부를 주장할 수 있습니다</translation>
    </message>
    <message>
        <source>75-move rule: the game is drawn</source>
        <translation>75수 규칙: 게임은 무승부입니다</translation>
    </message>
    <message>
        <source>White&apos;s castling rights read as Chess960: %1</source>
        <translation>백의 캐슬링 권한을 Chess960 방식으로 읽었습니다: %1</translation>
    </message>
    <message>
        <source>Black&apos;s castling rights read as Chess960: %1</source>
        <translation>흑의 캐슬링 권한을 Chess960 방식으로 읽었습니다: %1</translation>
    </message>
    <message>
        <source>White is in check</source>
        <translation>백이 체크를 받고 있습니다</translation>
    </message>
    <message>
        <source>Black is in check</source>
        <translation>흑이 체크를 받고 있습니다</translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation>백이 체크메이트되었습니다</translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation>흑이 체크메이트되었습니다</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move</source>
        <translation>스테일메이트: 백은 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move</source>
        <translation>스테일메이트: 흑은 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can mate</source>
        <translation>기물 부족: 양쪽 모두 체크메이트할 수 없습니다</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between squares in a list: &quot;e1, h1&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>White O-O (%1)</source>
        <translation>백 O-O (%1)</translation>
    </message>
    <message>
        <source>Black O-O (%1)</source>
        <translation>흑 O-O (%1)</translation>
    </message>
    <message>
        <source>White O-O-O (%1)</source>
        <translation>백 O-O-O (%1)</translation>
    </message>
    <message>
        <source>Black O-O-O (%1)</source>
        <translation>흑 O-O-O (%1)</translation>
    </message>
    <message>
        <source>En passant square %1 dropped: an en passant square is on rank 3 or 6</source>
        <translation>%1 칸은 앙파상 칸이 될 수 없어서 지웠습니다. 앙파상 칸은 3랭크나 6랭크에만 있습니다</translation>
    </message>
    <message>
        <source>Castling right %1 names a second rook on the same side of the king: one right is kept, the outer rook&apos;s that stands there, as Lichess keeps it</source>
        <translation>캐슬링 권한 %1: 킹의 같은 쪽에 있는 두 번째 룩을 가리킵니다. Lichess처럼, 그 자리에 실제로 서 있는 바깥쪽 룩의 권한 하나만 남깁니다</translation>
    </message>
    <message>
        <source>Three-check counters %1 ignored: Forsyth edits standard chess</source>
        <translation>쓰리체크 카운터 %1: 무시했습니다. Forsyth는 표준 체스만 편집합니다</translation>
    </message>
    <message>
        <source>Crazyhouse pieces in hand %1 ignored: Forsyth edits standard chess</source>
        <translation>크레이지하우스의 손에 든 기물 %1: 무시했습니다. Forsyth는 표준 체스만 편집합니다</translation>
    </message>
    <message>
        <source>No white rook on h1</source>
        <translation>h1에 백 룩이 없습니다</translation>
    </message>
    <message>
        <source>No white rook on a1</source>
        <translation>a1에 백 룩이 없습니다</translation>
    </message>
    <message>
        <source>No black rook on h8</source>
        <translation>h8에 흑 룩이 없습니다</translation>
    </message>
    <message>
        <source>No black rook on a8</source>
        <translation>a8에 흑 룩이 없습니다</translation>
    </message>
    <message>
        <source>The white king is on the a- or h-file: no game, Chess960 included, starts it there</source>
        <translation>백 킹이 a파일이나 h파일에 있습니다. Chess960을 포함해 어떤 게임에서도 킹은 그 자리에서 시작하지 않습니다</translation>
    </message>
    <message>
        <source>The black king is on the a- or h-file: no game, Chess960 included, starts it there</source>
        <translation>흑 킹이 a파일이나 h파일에 있습니다. Chess960을 포함해 어떤 게임에서도 킹은 그 자리에서 시작하지 않습니다</translation>
    </message>
    <message>
        <source>White may castle, but its king is on the a- or h-file, where no game starts it: %1</source>
        <translation>백에게 캐슬링 권한이 있는데, 킹이 어떤 게임에서도 시작하지 않는 a파일이나 h파일에 있습니다: %1</translation>
    </message>
    <message>
        <source>Black may castle, but its king is on the a- or h-file, where no game starts it: %1</source>
        <translation>흑에게 캐슬링 권한이 있는데, 킹이 어떤 게임에서도 시작하지 않는 a파일이나 h파일에 있습니다: %1</translation>
    </message>
    <message>
        <source>The white king is not on e1: castling from another square is Chess960&apos;s: tick Chess960 to allow it</source>
        <translation>백 킹이 e1에 없습니다. 다른 칸에서 하는 캐슬링은 Chess960 규칙이므로, 허용하려면 Chess960에 체크하세요</translation>
    </message>
    <message>
        <source>The black king is not on e8: castling from another square is Chess960&apos;s: tick Chess960 to allow it</source>
        <translation>흑 킹이 e8에 없습니다. 다른 칸에서 하는 캐슬링은 Chess960 규칙이므로, 허용하려면 Chess960에 체크하세요</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>the separator between the reasons Lichess refuses a position for</extracomment>
        <translation>. </translation>
    </message>
</context>
<context>
    <name>MoveExplanation</name>
    <message>
        <source>a rook</source>
        <translation>룩으로</translation>
    </message>
    <message>
        <source>a bishop</source>
        <translation>비숍으로</translation>
    </message>
    <message>
        <source>a knight</source>
        <translation>나이트로</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>퀸으로</translation>
    </message>
    <message>
        <source>%1 to %2: the white king castled on the king&apos;s side, the rook went from %3 to %4</source>
        <extracomment>%1 and %2 are the king&apos;s squares (e1, g1), %3 and %4 the rook&apos;s (h1, f1)</extracomment>
        <translation>백 킹이 %1 칸에서 %2 칸으로 가며 킹사이드 캐슬링을 했습니다. 룩은 %3 칸에서 %4 칸으로 옮겨졌습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the white king castled on the queen&apos;s side, the rook went from %3 to %4</source>
        <translation>백 킹이 %1 칸에서 %2 칸으로 가며 퀸사이드 캐슬링을 했습니다. 룩은 %3 칸에서 %4 칸으로 옮겨졌습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the black king castled on the king&apos;s side, the rook went from %3 to %4</source>
        <translation>흑 킹이 %1 칸에서 %2 칸으로 가며 킹사이드 캐슬링을 했습니다. 룩은 %3 칸에서 %4 칸으로 옮겨졌습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the black king castled on the queen&apos;s side, the rook went from %3 to %4</source>
        <translation>흑 킹이 %1 칸에서 %2 칸으로 가며 퀸사이드 캐슬링을 했습니다. 룩은 %3 칸에서 %4 칸으로 옮겨졌습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4 on %5 en passant</source>
        <extracomment>%3 and %4 are piece names (&quot;white pawn&quot;), %5 the square of the pawn taken</extracomment>
        <translation>%3이 %1 칸에서 %2 칸으로 가며 %5 칸의 %4을 앙파상으로 잡았습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4 and became %5</source>
        <extracomment>%3 and %4 are piece names (&quot;white pawn&quot;, &quot;black rook&quot;), %5 &quot;a queen&quot;, &quot;a knight&quot;, ...</extracomment>
        <translation>%3이 %1 칸에서 %2 칸으로 가며 기물을 잡고 %5 프로모션했습니다. 잡힌 기물은 %4입니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 reached the last rank and became %4</source>
        <extracomment>%3 is a piece name (&quot;white pawn&quot;), %4 &quot;a queen&quot;, &quot;a knight&quot;, ...</extracomment>
        <translation>%3이 %1 칸에서 %2 칸으로 가서 마지막 랭크에 도달했고, %4 프로모션했습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4</source>
        <extracomment>%3 and %4 are piece names (&quot;white knight&quot;, &quot;black pawn&quot;)</extracomment>
        <translation>%1 칸에서 %2 칸으로 간 기물은 %3이고, 잡힌 기물은 %4입니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 moved two squares</source>
        <extracomment>%3 is a piece name (&quot;white pawn&quot;)</extracomment>
        <translation>%3이 %1 칸에서 %2 칸으로 두 칸 전진했습니다.</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 moved</source>
        <extracomment>%3 is a piece name (&quot;white knight&quot;)</extracomment>
        <translation>%1 칸에서 %2 칸으로 움직인 기물은 %3입니다.</translation>
    </message>
    <message>
        <source>w to b: Black is to move</source>
        <extracomment>the side-to-move field of the FEN went from w to b</extracomment>
        <translation>w가 b로 바뀌었습니다. 이제 흑 차례입니다.</translation>
    </message>
    <message>
        <source>b to w: White is to move</source>
        <translation>b가 w로 바뀌었습니다. 이제 백 차례입니다.</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the white king castled</source>
        <extracomment>%1 and %2 are castling letters of the FEN (K and Q)</extracomment>
        <translation>%1, %2 권한 상실: 백이 캐슬링했습니다.</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the black king castled</source>
        <translation>%1, %2 권한 상실: 흑이 캐슬링했습니다.</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the white king moved</source>
        <translation>%1, %2 권한 상실: 백 킹이 움직였습니다.</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the black king moved</source>
        <translation>%1, %2 권한 상실: 흑 킹이 움직였습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the white king moved</source>
        <translation>%1 권한 상실: 백 킹이 움직였습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the black king moved</source>
        <translation>%1 권한 상실: 흑 킹이 움직였습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the white king castled</source>
        <translation>%1 권한 상실: 백이 캐슬링했습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the black king castled</source>
        <translation>%1 권한 상실: 흑이 캐슬링했습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the rook on %2 moved</source>
        <extracomment>%1 is a castling letter of the FEN (K, Q, k or q), %2 a square</extracomment>
        <translation>%1 권한 상실: %2 칸의 룩이 움직였습니다.</translation>
    </message>
    <message>
        <source>%1 gone: the rook on %2 was captured</source>
        <translation>%1 권한 상실: %2 칸의 룩이 잡혔습니다.</translation>
    </message>
    <message>
        <source>%1 gone: a piece moved onto %2, the rook&apos;s square</source>
        <translation>%1 권한 상실: 룩이 있던 %2 칸에 다른 기물이 들어왔습니다.</translation>
    </message>
    <message>
        <source>ep %1: the pawn passed %1</source>
        <extracomment>ep is the en passant field of the FEN; %1 is the square the pawn passed</extracomment>
        <translation>앙파상 칸이 %1으로 바뀌었습니다. 폰이 %1 칸을 지나갔습니다.</translation>
    </message>
    <message>
        <source>ep back to -: no pawn has just moved two squares</source>
        <translation>앙파상 칸은 다시 -입니다. 이번 수에서 두 칸 전진한 폰이 없습니다.</translation>
    </message>
    <message>
        <source>fullmove %1: Black has moved</source>
        <extracomment>fullmove is the FEN&apos;s move number</extracomment>
        <translation>흑이 한 수를 두었으므로 수 번호는 이제 %1입니다.</translation>
    </message>
    <message>
        <source>halfmove back to 0: a pawn moved and captured</source>
        <extracomment>halfmove is the FEN&apos;s halfmove clock</extracomment>
        <translation>반수 카운터가 0으로 돌아갔습니다. 폰이 움직이며 기물을 잡았습니다.</translation>
    </message>
    <message>
        <source>halfmove back to 0: a pawn moved</source>
        <translation>반수 카운터가 0으로 돌아갔습니다. 폰이 움직였습니다.</translation>
    </message>
    <message>
        <source>halfmove back to 0: a piece was captured</source>
        <translation>반수 카운터가 0으로 돌아갔습니다. 기물이 잡혔습니다.</translation>
    </message>
    <message>
        <source>halfmove %1: no capture and no pawn move</source>
        <translation>반수 카운터가 하나 늘어 반수 %1번이 되었습니다. 기물을 잡지도, 폰을 움직이지도 않았습니다.</translation>
    </message>
    <message>
        <source>ep stays -: the pawn passed %1, but no black pawn can take it en passant, so the square is not written</source>
        <extracomment>ep is the en passant field of the FEN; %1 is the square the pawn passed</extracomment>
        <translation>앙파상 칸은 그대로 -입니다. 폰이 %1 칸을 지나갔지만 앙파상으로 잡을 흑 폰이 없어서 이 칸을 적지 않습니다.</translation>
    </message>
    <message>
        <source>ep stays -: the pawn passed %1, but no white pawn can take it en passant, so the square is not written</source>
        <translation>앙파상 칸은 그대로 -입니다. 폰이 %1 칸을 지나갔지만 앙파상으로 잡을 백 폰이 없어서 이 칸을 적지 않습니다.</translation>
    </message>
</context>
<context>
    <name>PasteText</name>
    <message>
        <source>Lichess link: %1</source>
        <translation>Lichess 링크: %1</translation>
    </message>
    <message>
        <source>Chess.com link: %1</source>
        <translation>Chess.com 링크: %1</translation>
    </message>
    <message>
        <source>PGN: FEN tag</source>
        <translation>PGN: FEN 태그</translation>
    </message>
    <message>
        <source>PGN: FEN tag, event &quot;%1&quot;</source>
        <translation>PGN: FEN 태그, 이벤트 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>EPD</source>
        <translation>EPD</translation>
    </message>
    <message>
        <source>EPD, id &quot;%1&quot;</source>
        <translation>EPD, id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>FEN found in the text: %1</source>
        <translation>텍스트에서 찾은 FEN: %1</translation>
    </message>
    <message>
        <source>%1 holds no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line</source>
        <translation>%1에는 FEN도, Lichess나 Chess.com 링크도, FEN 태그가 있는 PGN도, EPD 줄도 없습니다</translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation>%1에 읽을 수 없는 FEN이 있습니다: %2</translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation>%1 (고친 내용: %2)</translation>
    </message>
    <message>
        <source>The first %1 KiB of the pasted text (%2 in all) hold no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line; the rest was not searched. Paste the part with the position, or open the file with File &gt; Open</source>
        <translation>붙여 넣은 텍스트(전체 %2)의 앞부분 %1 KiB에는 FEN도, Lichess나 Chess.com 링크도, FEN 태그가 있는 PGN도, EPD 줄도 없습니다. 나머지 부분은 찾아보지 않았습니다. 포지션이 있는 부분만 붙여 넣거나, 파일 &gt; 열기로 파일을 여세요</translation>
    </message>
</context>
<context>
    <name>PerftCommand</name>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation>따옴표로 묶은 포지션(또는 필드를 하나씩 차례로).</translation>
    </message>
    <message>
        <source>Plies to look ahead, 0-%1.</source>
        <translation>내다볼 반수, 0-%1.</translation>
    </message>
    <message>
        <source>give a FEN and a depth, e.g. %1</source>
        <translation>FEN과 깊이를 지정하세요. 예: %1</translation>
    </message>
    <message>
        <source>the depth is %1; expected a whole number 0-%2</source>
        <translation>깊이가 %1입니다. 0-%2 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>warning: no legal chess position (%1)</source>
        <translation>경고: 규칙상 가능한 체스 포지션이 아닙니다 (%1)</translation>
    </message>
    <message>
        <source>%1% done, %2 positions so far, %3</source>
        <translation>%1% 완료, 지금까지 포지션 %2개, 경과 시간 %3</translation>
    </message>
    <message>
        <source>Counts the positions reached after DEPTH plies of legal moves from the position FEN (perft), to check move generation against other programs.
Exit status: 0 done, 1 the FEN does not parse, 2 a usage error, 3 the count could not be written.</source>
        <translation>FEN 포지션에서 규칙상 가능한 수로 DEPTH 반수만큼 진행했을 때 도달하는 포지션 수를 셉니다(perft). 다른 프로그램과 수 생성 결과를 비교하는 데 씁니다.
종료 코드: 0 완료, 1 FEN을 해석할 수 없음, 2 사용법 오류, 3 결과를 출력할 수 없음.</translation>
    </message>
    <message>
        <source>Report progress on standard error every 2 seconds, once counting takes that long (the default when standard error is a terminal).</source>
        <translation>세는 데 2초 넘게 걸리면 2초마다 진행 상황을 표준 오류로 알립니다(표준 오류가 터미널이면 기본으로 켜집니다).</translation>
    </message>
    <message>
        <source>the depth is %1; at most %2. Each ply multiplies the count by about 30: from the start position depth 9 is already 2.4 trillion positions (hours of counting), depth 10 69 trillion (days).</source>
        <translation>깊이가 %1입니다. 최대 %2까지만 셀 수 있습니다. 반수가 하나 늘 때마다 포지션 수는 약 30배가 됩니다: 시작 포지션에서 깊이 9만 해도 약 2조 4천억 포지션(몇 시간), 깊이 10은 69조 포지션(며칠)입니다.</translation>
    </message>
</context>
<context>
    <name>PictureReader</name>
    <message>
        <source>Pictures cannot be read: the vision module (%1) was not found beside Forsyth (%2).</source>
        <translation>그림을 읽을 수 없습니다. Forsyth 옆에서 그림 인식 모듈(%1)을 찾지 못했습니다(%2).</translation>
    </message>
    <message>
        <source>The picture is too large to read (%1 MB; %2 MB at most).</source>
        <translation>그림이 너무 커서 읽을 수 없습니다(%1MB, 최대 %2MB).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>파일이 비어 있습니다.</translation>
    </message>
    <message>
        <source>The picture is damaged: its file ends before the picture does.</source>
        <translation>그림 파일이 손상되었습니다. 파일이 그림 도중에 끊겨 있습니다.</translation>
    </message>
    <message>
        <source>The picture is damaged: it begins as a %1 file but cannot be decoded.</source>
        <translation>그림 파일이 손상되었습니다. %1 파일로 시작하지만 그림을 풀어낼 수 없습니다.</translation>
    </message>
    <message>
        <source>This is not a picture that can be read (PNG, JPEG, WebP, BMP or TIFF), or it is damaged.</source>
        <translation>읽을 수 있는 그림(PNG, JPEG, WebP, BMP, TIFF)이 아니거나 파일이 손상되었습니다.</translation>
    </message>
    <message>
        <source>The vision module&apos;s network could not be loaded.</source>
        <translation>그림 인식 모듈의 신경망을 불러오지 못했습니다.</translation>
    </message>
    <message>
        <source>No chess board was found in the picture: it needs the 8 x 8 squares in two colours, straight on, at least 80 pixels wide, and in a large picture at least a fourteenth of its longer side.</source>
        <translation>그림에서 체스판을 찾지 못했습니다. 두 가지 색이 번갈아 있는 8 x 8칸이 정면으로 보여야 하고, 너비가 80픽셀 이상이어야 하며, 큰 그림에서는 긴 변의 14분의 1 이상이어야 합니다.</translation>
    </message>
    <message>
        <source>The picture has too many pixels to read (%1 megapixels at most; a board needs far fewer).</source>
        <translation>그림의 화소 수가 너무 많아 읽을 수 없습니다(최대 %1메가픽셀입니다. 체스판은 훨씬 적은 화소로도 충분합니다).</translation>
    </message>
    <message>
        <source>There was not enough memory to read the picture.</source>
        <translation>메모리가 부족해서 그림을 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>The picture is damaged: its file ends before the picture does, and no chess board was found in the part it holds.</source>
        <translation>그림 파일이 손상되었습니다. 파일이 그림 도중에 끊겨 있고, 남아 있는 부분에서는 체스판을 찾지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>no piece</source>
        <translation>기물 없음</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>백 폰</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>백 나이트</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>백 비숍</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>백 룩</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>백 퀸</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>백 킹</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>흑 폰</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>흑 나이트</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>흑 비숍</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>흑 룩</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>흑 퀸</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>흑 킹</translation>
    </message>
</context>
<context>
    <name>PieceMime</name>
    <message>
        <source>Nothing was dropped</source>
        <translation>끌어다 놓은 것이 없습니다</translation>
    </message>
    <message>
        <source>Only FEN text or a .fen file can be dropped here</source>
        <translation>여기에는 FEN 텍스트나 .fen 파일만 끌어다 놓을 수 있습니다</translation>
    </message>
    <message>
        <source>The dropped text is empty</source>
        <translation>끌어다 놓은 텍스트가 비어 있습니다</translation>
    </message>
</context>
<context>
    <name>PieceSets</name>
    <message>
        <source>Staunton</source>
        <translation>스톤턴</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>모던</translation>
    </message>
    <message>
        <source>Font glyphs</source>
        <translation>글꼴 기호</translation>
    </message>
</context>
<context>
    <name>PositionsCommand</name>
    <message>
        <source>Prints one FEN for each record of each file (.pgn games, .epd and .fen lines, Lichess puzzle .csv rows, FENs in any other text), in file order: for a game the position at the asked ply, for a puzzle the position to solve.
Exit status: 0 when every record was read whole, 1 when a file could not be read, holds no position or has a record with a problem, 2 for a usage error, 3 when the output could not be written.</source>
        <translation>파일마다 들어 있는 기록(.pgn 게임, .epd·.fen 줄, Lichess 퍼즐 .csv 행, 그 밖의 텍스트 속 FEN)을 파일 순서대로 하나씩 읽어 FEN 한 줄로 출력합니다. 게임은 지정한 반수 시점의 포지션을, 퍼즐은 풀어야 할 포지션을 출력합니다.
종료 코드: 모든 기록을 끝까지 읽었으면 0, 읽지 못한 파일이나 포지션이 하나도 없는 파일, 문제가 있는 기록이 있으면 1, 사용법 오류는 2, 출력을 쓰지 못했으면 3입니다.</translation>
    </message>
    <message>
        <source>The position of each game (or puzzle solution) to print: start (the set-up position, the default), end (after the last move read), or a number of plies.</source>
        <translation>게임(또는 퍼즐 풀이)에서 출력할 시점입니다. start는 배치한 시작 포지션(기본값), end는 읽은 마지막 수 다음 포지션, 숫자는 그만큼의 반수를 둔 뒤의 포지션입니다.</translation>
    </message>
    <message>
        <source>Print one JSON object a record: file, index, title, players, fen, ply, moves, san, problems.</source>
        <translation>기록마다 JSON 객체 한 줄을 출력합니다: file, index, title, players, fen, ply, moves, san, problems.</translation>
    </message>
    <message>
        <source>Collection files to read.</source>
        <translation>읽을 모음 파일입니다.</translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation>%1 파일에는 포지션이 없습니다</translation>
    </message>
    <message>
        <source>%1, record %2: %3</source>
        <translation>%1, %2번 기록: %3</translation>
    </message>
    <message>
        <source>--ply takes start, end or a number of plies (0-99999), not &quot;%1&quot;</source>
        <translation>--ply에는 start, end 또는 반수(0-99999)를 지정해야 합니다. &quot;%1&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>no file given</source>
        <translation>파일을 지정하지 않았습니다</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>mate in %1</source>
        <translation>%1수 메이트</translation>
    </message>
    <message>
        <source>helpmate in %1</source>
        <translation>%1수 헬프메이트</translation>
    </message>
    <message>
        <source>selfmate in %1</source>
        <translation>%1수 셀프메이트</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>유일해</translation>
    </message>
    <message>
        <source>Cooked</source>
        <translation>여러 해답(쿡)</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>해답 없음</translation>
    </message>
    <message>
        <source>Another key</source>
        <translation>다른 키</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>미완료</translation>
    </message>
    <message>
        <source>No stipulation</source>
        <translation>조건 없음</translation>
    </message>
    <message>
        <source>Illegal position</source>
        <translation>불가능한 포지션</translation>
    </message>
    <message>
        <source>Sound: one solution.</source>
        <translation>유일해: 해답이 하나뿐인 문제입니다.</translation>
    </message>
    <message>
        <source>Sound: %1 is the only key.</source>
        <translation>유일해: 키 수는 %1뿐입니다.</translation>
    </message>
    <message>
        <source>Cooked: %1 solutions.</source>
        <translation>여러 해답(쿡): 해답이 %1개입니다.</translation>
    </message>
    <message>
        <source>Cooked: %1 keys (%2).</source>
        <translation>여러 해답(쿡): 키가 %1개입니다(%2).</translation>
    </message>
    <message>
        <source>No solution: proved that nothing solves %1.</source>
        <translation>해답 없음: 어떤 수로 시작해도 %1에 성공할 수 없음을 증명했습니다.</translation>
    </message>
    <message>
        <source>The key is %1, not %2 as the record says.</source>
        <translation>키는 %1입니다. 기록에 적힌 수(%2)와 다릅니다.</translation>
    </message>
    <message>
        <source>Not finished: the search stopped before a verdict.</source>
        <translation>미완료: 판정이 나오기 전에 탐색이 멈췄습니다.</translation>
    </message>
    <message>
        <source>The record states no stipulation (such as #2).</source>
        <translation>이 기록에는 조건(예: #2)이 적혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>Not solved: the position is illegal.</source>
        <translation>풀지 않았습니다: 불가능한 포지션입니다.</translation>
    </message>
    <message>
        <source>(the first %1 solutions)</source>
        <translation>(처음 %1개 해답만 표시)</translation>
    </message>
    <message>
        <source>Proved: %1 positions in %2 s.</source>
        <translation>검증 완료: 포지션 %1개 탐색, %2초.</translation>
    </message>
    <message>
        <source>Stopped after %1 positions in %2 s: what is listed is proved, the rest unknown.</source>
        <translation>포지션 %1개를 %2초 동안 탐색한 뒤 멈췄습니다. 표시된 것은 증명되었고, 나머지는 알 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>폴더</translation>
    </message>
</context>
<context>
    <name>QuizWords</name>
    <message>
        <source>Which square does the highlighted letter %1 describe?</source>
        <translation>강조된 문자 %1: 어느 칸을 나타낼까요?</translation>
    </message>
    <message>
        <source>Write rank %1 of this board as a FEN writes it.</source>
        <translation>이 체스판의 %1랭크를 FEN으로 써 보세요.</translation>
    </message>
    <message>
        <source>White plays %1. What does the en passant field of the FEN become?</source>
        <translation>백의 수: %1. FEN의 앙파상 필드는 어떻게 바뀔까요?</translation>
    </message>
    <message>
        <source>Black plays %1. What does the en passant field of the FEN become?</source>
        <translation>흑의 수: %1. FEN의 앙파상 필드는 어떻게 바뀔까요?</translation>
    </message>
    <message>
        <source>White plays %1. What does the castling field of the FEN become?</source>
        <translation>백의 수: %1. FEN의 캐슬링 필드는 어떻게 바뀔까요?</translation>
    </message>
    <message>
        <source>Black plays %1. What does the castling field of the FEN become?</source>
        <translation>흑의 수: %1. FEN의 캐슬링 필드는 어떻게 바뀔까요?</translation>
    </message>
    <message>
        <source>A square, such as e4</source>
        <translation>칸 하나, 예: e4</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>정답입니다!</translation>
    </message>
    <message>
        <source>Right: no pawn can take on %1, and a FEN written only when en passant is possible leaves the square out. A FEN written always says %1, which is right too.</source>
        <translation>정답입니다. %1 칸에서 앙파상으로 잡을 수 있는 폰이 없으므로, 앙파상이 가능할 때만 적는 FEN에서는 이 칸을 뺍니다. 항상 적는 FEN이라면 %1 칸을 적는데, 그것도 정답입니다.</translation>
    </message>
    <message>
        <source>Right: the pawn passed %1, and a FEN written always says so. This editor writes the square only when a pawn can take it, so it shows -, which is right too.</source>
        <translation>정답입니다. 폰이 %1 칸을 지나갔으므로 항상 적는 FEN에서는 이 칸을 적습니다. 이 편집기는 폰이 잡을 수 있을 때만 적기 때문에 -로 보여 주는데, 그것도 정답입니다.</translation>
    </message>
    <message>
        <source>Not quite: those are the right squares, but a FEN writes each run of empty squares as one digit: %1.</source>
        <translation>아쉽습니다. 칸은 맞지만, FEN에서는 이어진 빈칸을 숫자 하나로 씁니다: %1.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>아쉽습니다. 정답은 %1입니다.</translation>
    </message>
    <message>
        <source>Not quite: the answer is - (there is none).</source>
        <translation>아쉽습니다. 정답은 &apos;-&apos;(없음)입니다.</translation>
    </message>
    <message>
        <source>Write a square: its file a-h and its rank 1-8, such as e4.</source>
        <translation>칸을 써 주세요. 파일 a-h와 랭크 1-8을 이어서 e4처럼 씁니다.</translation>
    </message>
    <message>
        <source>Write the rank with piece letters (KQRBNP for White, kqrbnp for Black) and digits 1-8 for empty squares.</source>
        <translation>기물 문자(백은 KQRBNP, 흑은 kqrbnp)와 빈칸 수를 나타내는 숫자 1-8로 랭크를 써 주세요.</translation>
    </message>
    <message>
        <source>Write a square such as e3, or - when there is none.</source>
        <translation>e3 같은 칸을 쓰고, 없으면 -를 쓰세요.</translation>
    </message>
    <message>
        <source>Write castling letters (K, Q, k, q), each at most once, or - when no right is left.</source>
        <translation>캐슬링 문자(K, Q, k, q)를 한 번씩만 쓰고, 남은 권한이 없으면 -를 쓰세요.</translation>
    </message>
    <message>
        <source>%1 moves the pawn one square: only a pawn&apos;s two-square first move sets an en passant square.</source>
        <translation>%1: 폰이 한 칸만 전진했습니다. 앙파상 칸은 폰이 처음 움직일 때 두 칸 전진해야만 생깁니다.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2문제 중 %1문제 정답</translation>
    </message>
    <message>
        <source>Such as rnbqkbnr</source>
        <translation>예: rnbqkbnr</translation>
    </message>
    <message>
        <source>A square such as e3, or -</source>
        <translation>e3 같은 칸, 또는 -</translation>
    </message>
    <message>
        <source>Letters such as Kq, or -</source>
        <translation>Kq 같은 문자, 또는 -</translation>
    </message>
</context>
<context>
    <name>ReadImageCommand</name>
    <message>
        <source>Reads the chess board in each picture (PNG, JPEG, WebP, BMP, TIFF: a screenshot, a book&apos;s diagram) and prints its FEN, one line a picture: an empty line for a picture that cannot be read, the reason on standard error. A picture shows no side to move, castling or en passant: White moves (Black when its king is attacked), castling where kings and rooks stand on their squares. Black at the bottom is seen and turned, and so is a board on its side or upside down.
Exit status: 0 every picture read, 1 a picture could not be read or holds no board, 2 a usage error, 3 the output could not be written.</source>
        <translation>그림(PNG, JPEG, WebP, BMP, TIFF: 화면 캡처나 책의 다이어그램) 속 체스판을 읽어 그림마다 FEN을 한 줄씩 출력합니다. 읽을 수 없는 그림은 빈 줄로 두고, 그 이유는 표준 오류에 씁니다. 그림에는 차례, 캐슬링, 앙파상이 드러나지 않으므로 백 차례(흑 킹이 공격받고 있으면 흑 차례)로, 캐슬링은 킹과 룩이 제자리에 있는 쪽으로 정합니다. 흑이 아래쪽인 체스판도, 옆으로 눕거나 거꾸로 뒤집힌 체스판도 알아보고 돌려 놓습니다.
종료 코드: 0 모든 그림을 읽음, 1 읽을 수 없거나 체스판이 없는 그림이 있음, 2 사용법 오류, 3 결과를 출력할 수 없음.</translation>
    </message>
    <message>
        <source>Print one JSON object a picture: file, fen, flipped, turned (degrees clockwise, for a board on its side or upside down), mirrored (the picture was mirrored and read mirrored back; with turned 180, flipped top to bottom), colours_swapped (the board&apos;s squares are coloured the wrong way round, and it was read as drawn), truncated (the file ends before its picture does), another_board (the picture holds another board, not read), box (where the board is, in pixels), squares (a8 to h1: piece, confidence), unsure, seconds; or file, fen null, error.</source>
        <translation>그림마다 JSON 객체를 하나씩 출력합니다: file, fen, flipped, turned(옆으로 눕거나 거꾸로 뒤집힌 체스판을 시계 방향으로 돌린 각도), mirrored(좌우로 뒤집힌 그림을 다시 뒤집어 읽음. turned가 180이면 위아래로 뒤집힌 그림), colours_swapped(칸의 색이 거꾸로 칠해진 체스판을 그려진 그대로 읽음), truncated(파일이 그림 도중에 끊김), another_board(그림에 읽지 않은 체스판이 하나 더 있음), box(체스판 위치, 픽셀 단위), squares(a8부터 h1까지: piece, confidence), unsure, seconds. 읽지 못하면 file, fen null, error.</translation>
    </message>
    <message>
        <source>Pictures to read.</source>
        <translation>읽을 그림.</translation>
    </message>
    <message>
        <source>give one picture or more</source>
        <translation>그림을 하나 이상 주십시오</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>Draws the position FEN as a PNG or SVG image (the type from the output file&apos;s name), with the side to move marked by a disc beside the board.
Exit status: 0 written, 1 the FEN does not parse or the file cannot be written, 2 a usage error.</source>
        <translation>FEN 포지션을 PNG 또는 SVG 이미지로 그립니다(형식은 출력 파일 이름으로 정해집니다). 차례인 쪽은 체스판 옆에 원으로 표시합니다.
종료 코드: 0 저장함, 1 FEN을 해석할 수 없거나 파일을 쓸 수 없음, 2 사용법 오류.</translation>
    </message>
    <message>
        <source>The image file to write: a name ending in .png or .svg.</source>
        <translation>저장할 이미지 파일: 이름이 .png 또는 .svg로 끝나야 합니다.</translation>
    </message>
    <message>
        <source>The image&apos;s width and height, %1-%2 pixels (default %3).</source>
        <translation>이미지의 너비와 높이, %1-%2픽셀(기본값 %3).</translation>
    </message>
    <message>
        <source>Black at the bottom.</source>
        <translation>흑을 아래쪽에 표시합니다.</translation>
    </message>
    <message>
        <source>Leave out the file letters and rank numbers.</source>
        <translation>파일 문자와 랭크 숫자를 생략합니다.</translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation>따옴표로 묶은 포지션(또는 필드를 하나씩 차례로).</translation>
    </message>
    <message>
        <source>give a FEN and an output file, e.g. %1</source>
        <translation>FEN과 출력 파일을 지정하세요. 예: %1</translation>
    </message>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation>%1: 알 수 없는 이미지 형식입니다. 파일 이름은 .png 또는 .svg로 끝나야 합니다</translation>
    </message>
    <message>
        <source>the size is %1; expected a whole number %2-%3</source>
        <translation>크기가 %1입니다. %2-%3 사이의 정수여야 합니다</translation>
    </message>
</context>
<context>
    <name>SolveCommand</name>
    <message>
        <source>Print one JSON object: fen, stipulation, keys, keys_uci, threats, tries, solutions, nodes, seconds, complete.</source>
        <translation>JSON 객체 하나를 출력합니다: fen, stipulation, keys, keys_uci, threats, tries, solutions, nodes, seconds, complete.</translation>
    </message>
    <message>
        <source>Stop after S seconds (the result is then incomplete).</source>
        <translation>S초가 지나면 멈춥니다(그러면 결과는 완전하지 않습니다).</translation>
    </message>
    <message>
        <source>--%1 takes a number of moves 1-%2, not &quot;%3&quot;</source>
        <translation>--%1에는 수의 개수 1-%2를 지정해야 합니다. &quot;%3&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>give one of --mate N, --helpmate N, --selfmate N</source>
        <translation>--mate N, --helpmate N, --selfmate N 중 하나를 지정하세요</translation>
    </message>
    <message>
        <source>--max-seconds takes a number of seconds above 0, not &quot;%1&quot;</source>
        <translation>--max-seconds에는 0보다 큰 초를 지정해야 합니다. &quot;%1&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>only a legal position can be solved: %1</source>
        <translation>규칙상 가능한 포지션만 풀 수 있습니다: %1</translation>
    </message>
    <message>
        <source>Direct mate in N moves (#N).</source>
        <translation>N수 메이트(#N).</translation>
    </message>
    <message>
        <source>Helpmate in N moves (h#N): the side to move starts and is mated.</source>
        <translation>N수 헬프메이트(h#N): 차례인 쪽이 먼저 두고, 그쪽이 메이트당합니다.</translation>
    </message>
    <message>
        <source>Selfmate in N moves (s#N): the side to move forces the other to mate it.</source>
        <translation>N수 셀프메이트(s#N): 차례인 쪽이 상대에게 자신을 메이트하도록 강요합니다.</translation>
    </message>
    <message>
        <source>the line is too long (%1 bytes)</source>
        <translation>줄이 너무 깁니다(%1바이트)</translation>
    </message>
    <message>
        <source>cannot read the FEN: %1</source>
        <translation>FEN을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>표준 입력을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Proves a problem by exhaustive search: every key (more than one is a cook), the threats after each key and the tries (first moves that fail to exactly one defence); for a helpmate every solution. The side to move in the FEN moves first.
Exit status: 0 the search completed, 1 a FEN does not read or a position is not legal, 2 a usage error, 3 the output could not be written, 4 --max-seconds stopped the search.</source>
        <translation>가능한 수를 빠짐없이 탐색해 문제를 증명합니다. 모든 키(둘 이상이면 쿡), 키마다의 위협, 트라이(단 하나의 방어에만 막히는 첫 수)를 찾고, 헬프메이트는 모든 풀이를 찾습니다. FEN에서 차례인 쪽이 먼저 둡니다.
종료 코드: 0 탐색 완료, 1 읽을 수 없는 FEN이나 규칙상 불가능한 포지션이 있음, 2 사용법 오류, 3 결과를 출력할 수 없음, 4 --max-seconds 때문에 탐색을 멈춤.</translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another). None: one position a line of standard input, each answered in turn (with --json one object a line; a line that cannot be solved gets an object with input and error).</source>
        <translation>포지션. 따옴표로 감싸거나 필드를 차례로 씁니다. 생략하면 표준 입력의 한 줄을 한 포지션으로 읽어 차례로 답합니다(--json이면 한 줄에 객체 하나, 풀 수 없는 줄에는 input과 error가 든 객체).</translation>
    </message>
</context>
<context>
    <name>UciEngine</name>
    <message>
        <source>the engine did not answer within %1 seconds</source>
        <translation>엔진이 %1초 안에 응답하지 않았습니다</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 엔진을 실행할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>no engine is installed</source>
        <translation>설치된 엔진이 없습니다</translation>
    </message>
    <message>
        <source>the engine crashed</source>
        <translation>엔진이 비정상 종료되었습니다</translation>
    </message>
    <message>
        <source>the engine quit (exit status %1)</source>
        <translation>엔진이 종료되었습니다(종료 코드 %1)</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>the file is read-only</source>
        <translation>읽기 전용 파일입니다</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>디스크가 가득 찼을 수 있습니다</translation>
    </message>
    <message>
        <source>it is a named pipe that no program is reading from</source>
        <translation>읽고 있는 프로그램이 없는 명명된 파이프입니다</translation>
    </message>
    <message>
        <source>it is not a regular file, a named pipe or a device</source>
        <translation>일반 파일도, 명명된 파이프나 장치도 아닙니다</translation>
    </message>
    <message>
        <source>the content could not be made</source>
        <translation>내용을 만들 수 없었습니다</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>폴더입니다</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Answers</source>
        <translation>해답</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>학습지</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2쪽</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>백 차례</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>흑 차례</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>(no solution given)</source>
        <translation>(기록된 해답 없음)</translation>
    </message>
    <message>
        <source>(the pv stops here: %1 is not a legal move)</source>
        <translation>(풀이가 여기서 끊깁니다: %1은(는) 둘 수 없는 수입니다)</translation>
    </message>
</context>
<context>
    <name>WorksheetCommand</name>
    <message>
        <source>Writes the records of collection files (.fen, .epd, .pgn, Lichess puzzle .csv, FENs in any text) as a PDF worksheet: numbered diagrams with captions (side to move, the stipulation), a header and page numbers, and an answer key if asked.
Exit status: 0 written, 1 a file could not be read, no record could be read or the PDF could not be written, 2 a usage error.</source>
        <translation>모음 파일(.fen, .epd, .pgn, Lichess 퍼즐 .csv, 텍스트 속 FEN)의 기록을 PDF 학습지로 씁니다. 번호와 설명(차례, 조건)이 붙은 다이어그램에 머리말과 쪽 번호를 넣고, 요청하면 해답 페이지도 붙입니다.
종료 코드: 0 저장함, 1 파일을 읽을 수 없거나 읽을 수 있는 기록이 없거나 PDF를 쓸 수 없음, 2 사용법 오류.</translation>
    </message>
    <message>
        <source>The PDF file to write (a name ending in .pdf).</source>
        <translation>저장할 PDF 파일(이름이 .pdf로 끝나야 합니다).</translation>
    </message>
    <message>
        <source>Diagrams a page: %1 (default 6).</source>
        <translation>쪽당 다이어그램 수: %1(기본값 6).</translation>
    </message>
    <message>
        <source>Add an answer key: each number&apos;s solution, at the end.</source>
        <translation>마지막에 해답 페이지를 붙입니다(번호마다 해답).</translation>
    </message>
    <message>
        <source>Write the FEN under each diagram.</source>
        <translation>다이어그램마다 아래에 FEN을 적습니다.</translation>
    </message>
    <message>
        <source>Blank lines under each diagram to write the answer on.</source>
        <translation>다이어그램마다 아래에 답을 쓸 빈 줄을 둡니다.</translation>
    </message>
    <message>
        <source>The problemists&apos; piece count, (White+Black), in each caption.</source>
        <translation>설명마다 문제 작가식 기물 수(백+흑)를 적습니다.</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s words: en (default), ko or zh_CN.</source>
        <translation>학습지에 쓸 언어: en(기본값), ko, zh_CN.</translation>
    </message>
    <message>
        <source>The paper: a4 (default) or letter.</source>
        <translation>용지: a4(기본값) 또는 letter.</translation>
    </message>
    <message>
        <source>The title at the top of each page (default: the file&apos;s name).</source>
        <translation>각 쪽 맨 위의 제목(기본값: 파일 이름).</translation>
    </message>
    <message>
        <source>Collection files to read.</source>
        <translation>읽을 모음 파일입니다.</translation>
    </message>
    <message>
        <source>give collection files and an output file, e.g. %1</source>
        <translation>모음 파일과 출력 파일을 지정하세요. 예: %1</translation>
    </message>
    <message>
        <source>%1: the output&apos;s name must end in .pdf</source>
        <translation>%1: 출력 파일 이름은 .pdf로 끝나야 합니다</translation>
    </message>
    <message>
        <source>--per-page takes %1, not &quot;%2&quot;</source>
        <translation>--per-page에는 %1 중 하나를 지정해야 합니다. &quot;%2&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter, not &quot;%1&quot;</source>
        <translation>--paper에는 a4나 letter를 지정해야 합니다. &quot;%1&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--lang takes en, ko or zh_CN, not &quot;%1&quot;</source>
        <translation>--lang에는 en, ko, zh_CN 중 하나를 지정해야 합니다. &quot;%1&quot; 값은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>no position to put on the sheet: %1 holds none that reads</source>
        <translation>학습지에 넣을 포지션이 없습니다. %1에는 읽을 수 있는 포지션이 없습니다</translation>
    </message>
    <message>
        <source>%1: records left out, as their position does not read: %2 (forsyth positions and forsyth check say why)</source>
        <translation>%1: 포지션을 읽을 수 없는 기록은 뺐습니다: %2(이유는 forsyth positions와 forsyth check로 볼 수 있습니다)</translation>
    </message>
</context>
<context>
    <name>forsyth::AppearanceMenus</name>
    <message>
        <source>Installed on this computer</source>
        <translation>이 컴퓨터에 설치된 세트</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>기물(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>체스판(&amp;B)</translation>
    </message>
    <message>
        <source>Coordinates outside the board</source>
        <translation>좌표를 체스판 바깥에</translation>
    </message>
    <message>
        <source>Coordinates on the squares</source>
        <translation>좌표를 칸 안에</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>색상(&amp;C)</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>View &gt; Colours: light or dark as the desktop is</extracomment>
        <translation>데스크톱 설정 따르기</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
</context>
<context>
    <name>forsyth::BoardView</name>
    <message>
        <source>Erase squares</source>
        <translation>칸 지우기</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 놓기</translation>
    </message>
    <message>
        <source>Drop FEN</source>
        <translation>FEN 끌어다 놓기</translation>
    </message>
    <message>
        <source>Dropped text is not a FEN: %1</source>
        <translation>끌어다 놓은 텍스트는 FEN이 아닙니다: %1</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>체스판</translation>
    </message>
    <message>
        <source>Cursor on %1: %2</source>
        <translation>커서 %1 칸: %2</translation>
    </message>
    <message>
        <source>Queen</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>퀸</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>룩</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>비숍</translation>
    </message>
    <message>
        <source>Knight</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>나이트</translation>
    </message>
</context>
<context>
    <name>forsyth::CastlingControls</name>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>O-O</source>
        <translation>O-O</translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation>O-O-O</translation>
    </message>
    <message>
        <source>%1: rook</source>
        <translation>%1: 룩</translation>
    </message>
    <message>
        <source>Several rooks could castle on this side (Chess960): choose which</source>
        <translation>이쪽으로 캐슬링할 수 있는 룩이 여럿입니다(Chess960). 하나를 고르세요</translation>
    </message>
    <message>
        <source>Standard (KQkq)</source>
        <translation>표준(KQkq)</translation>
    </message>
    <message>
        <source>X-FEN</source>
        <translation>X-FEN</translation>
    </message>
    <message>
        <source>Shredder-FEN (HAha)</source>
        <translation>Shredder-FEN(HAha)</translation>
    </message>
    <message>
        <source>Castling notation</source>
        <translation>캐슬링 표기법</translation>
    </message>
    <message>
        <source>How the FEN writes castling rights:
Standard: KQkq only; X-FEN: KQkq, the rook&apos;s file where KQkq would be ambiguous (Chess960);
Shredder-FEN: always the rook&apos;s file.</source>
        <translation>FEN에 캐슬링 권한을 적는 방식입니다.
표준: KQkq만 씁니다. X-FEN: KQkq를 쓰되, KQkq로는 헷갈릴 때 룩의 파일 문자를 씁니다(Chess960).
Shredder-FEN: 항상 룩의 파일 문자를 씁니다.</translation>
    </message>
    <message>
        <source>Write as</source>
        <translation>표기 방식</translation>
    </message>
    <message>
        <source>%1: may castle</source>
        <translation>%1: 캐슬링 가능</translation>
    </message>
    <message>
        <source>The right you set is kept aside and comes back when its king and rook do.</source>
        <translation>설정한 권한은 잠시 보류되었다가, 킹과 룩이 제자리로 돌아오면 다시 살아납니다.</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>룩 %1</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess960 castling: the king may start on any file from b to g and castle with the rook on either side of it. Off, castling is ordinary chess&apos;s: the king on e1 or e8 with the rook in the corner.</source>
        <translation>Chess960 캐슬링: 킹이 b파일부터 g파일 사이 어디에서든 시작해 양쪽의 룩과 캐슬링할 수 있습니다. 끄면 일반 체스의 캐슬링만 됩니다(e1이나 e8의 킹과 구석의 룩).</translation>
    </message>
</context>
<context>
    <name>forsyth::CollectionPanel</name>
    <message>
        <source>Filter by title or FEN</source>
        <translation>제목이나 FEN으로 찾기</translation>
    </message>
    <message>
        <source>All positions</source>
        <translation>모든 포지션</translation>
    </message>
    <message>
        <source>&amp;Previous position</source>
        <translation>이전 포지션(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>다음 포지션(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next position that is illegal, has warnings or cannot be read (F8)</source>
        <translation>불가능하거나, 경고가 있거나, 읽을 수 없는 다음 포지션으로 갑니다(F8)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Next problem</source>
        <translation>다음 확인 대상</translation>
    </message>
    <message>
        <source>&amp;Add position</source>
        <translation>포지션 추가(&amp;A)</translation>
    </message>
    <message>
        <source>Add the start position after this one</source>
        <translation>이 포지션 뒤에 시작 포지션을 추가합니다</translation>
    </message>
    <message>
        <source>D&amp;uplicate position</source>
        <translation>포지션 복제(&amp;U)</translation>
    </message>
    <message>
        <source>Add a copy of this position after it</source>
        <translation>이 포지션을 복사해 바로 뒤에 추가합니다</translation>
    </message>
    <message>
        <source>&amp;Delete position</source>
        <translation>포지션 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Remove this position from the collection</source>
        <translation>이 포지션을 모음에서 삭제합니다</translation>
    </message>
    <message>
        <source>The position on the board is hidden by the filter: choose one in the list to delete it</source>
        <translation>보드의 포지션은 필터 때문에 목록에 보이지 않습니다. 지우려면 목록에서 포지션을 고르세요</translation>
    </message>
    <message>
        <source>Every position in the collection is legal</source>
        <translation>모음의 모든 포지션이 정상입니다</translation>
    </message>
    <message>
        <source>Checking positions: %1 of %2</source>
        <translation>포지션 검사 중: %1/%2</translation>
    </message>
    <message>
        <source>1 position: %1 legal, %2 with warnings, %3 illegal</source>
        <translation>포지션&#xa0;1개: 정상&#xa0;%1개, 경고&#xa0;%2개, 불가능&#xa0;%3개</translation>
    </message>
    <message>
        <source>%1 positions: %2 legal, %3 with warnings, %4 illegal</source>
        <translation>포지션&#xa0;%1개: 정상&#xa0;%2개, 경고&#xa0;%3개, 불가능&#xa0;%4개</translation>
    </message>
    <message>
        <source>, %1 that cannot be read</source>
        <translation>, 읽기&#xa0;실패&#xa0;%1개</translation>
    </message>
    <message>
        <source>Next pro&amp;blem</source>
        <translation>다음 확인 대상(&amp;B)</translation>
    </message>
</context>
<context>
    <name>forsyth::EnginePanel</name>
    <message>
        <source>Choose a UCI engine</source>
        <translation>UCI 엔진 선택</translation>
    </message>
    <message>
        <source>%1 · depth %2 · %3 s · %4 nodes (evidence, not proof)</source>
        <translation>%1 · 깊이 %2 · %3초 · 노드 %4개(참고 자료이며 증명은 아닙니다)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>No chess engine found (%1). Install Stockfish with &quot;sudo apt install stockfish&quot;, or choose an engine&apos;s program.</source>
        <translation>체스 엔진을 찾지 못했습니다(%1). &quot;sudo apt install stockfish&quot;로 Stockfish를 설치하거나, 사용할 엔진 프로그램을 고르세요.</translation>
    </message>
    <message>
        <source>The engine stopped: %1. Restart it, or choose another engine.</source>
        <translation>엔진이 멈췄습니다: %1. 엔진을 다시 시작하거나 다른 엔진을 고르세요.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>엔진을 시작하는 중…</translation>
    </message>
    <message>
        <source>Idle: only a legal position is analysed, and this one is not: %1</source>
        <translation>대기 중: 정상 포지션만 분석하는데, 이 포지션은 불가능한 포지션입니다: %1</translation>
    </message>
    <message>
        <source>&amp;Restart engine</source>
        <translation>엔진 다시 시작(&amp;R)</translation>
    </message>
    <message>
        <source>Choose &amp;engine…</source>
        <translation>엔진 선택(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>forsyth::FenField</name>
    <message>
        <source>Type or paste a FEN</source>
        <translation>FEN을 입력하거나 붙여 넣으세요</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position as FEN: edit it and the board follows at once.
Enter or leaving the field tidies the text; Esc restores the board&apos;s FEN.</source>
        <translation>포지션의 FEN입니다. 고치면 체스판이 바로 따라 바뀝니다.
Enter를 누르거나 필드를 벗어나면 텍스트를 정리하고, Esc를 누르면 체스판의 FEN으로 되돌립니다.</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>FEN 붙여넣기</translation>
    </message>
</context>
<context>
    <name>forsyth::FenLegend</name>
    <message>
        <source>FEN field colours</source>
        <translation>FEN 필드 색상</translation>
    </message>
    <message>
        <source>Field %1: %2</source>
        <translation>%1번 필드: %2</translation>
    </message>
    <message>
        <source>Placement</source>
        <extracomment>FEN field 1: where the pieces stand</extracomment>
        <translation>기물 배치</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>캐슬링</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>앙파상</translation>
    </message>
    <message>
        <source>Halfmove clock</source>
        <translation>반수 카운터</translation>
    </message>
    <message>
        <source>Fullmove number</source>
        <translation>수 번호</translation>
    </message>
</context>
<context>
    <name>forsyth::FieldBadge</name>
    <message>
        <source>FEN field %1</source>
        <translation>FEN %1번 필드</translation>
    </message>
    <message>
        <source>FEN field %1: %2</source>
        <translation>FEN %1번 필드: %2</translation>
    </message>
</context>
<context>
    <name>forsyth::FieldControls</name>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>캐슬링</translation>
    </message>
    <message>
        <source>En passant square</source>
        <translation>앙파상 칸</translation>
    </message>
    <message>
        <source>When to write the en passant square</source>
        <translation>앙파상 칸 기록 시점</translation>
    </message>
    <message>
        <source>write always</source>
        <translation>항상 기록</translation>
    </message>
    <message>
        <source>write only when capturable</source>
        <translation>잡을 수 있을 때만 기록</translation>
    </message>
    <message>
        <source>Write the en passant square whenever it is plausible, or only when a pawn can capture en passant (what most engines and Lichess write)</source>
        <translation>타당한 앙파상 칸은 항상 적거나, 폰이 실제로 앙파상으로 잡을 수 있을 때만 적습니다(대부분의 엔진과 Lichess의 방식)</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>앙파상</translation>
    </message>
    <message>
        <source>Halfmove clock</source>
        <translation>반수 카운터</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (50-move rule)</source>
        <translation>마지막으로 기물을 잡거나 폰을 움직인 뒤 지난 반수(50수 규칙)</translation>
    </message>
    <message>
        <source>Fullmove number</source>
        <translation>수 번호</translation>
    </message>
    <message>
        <source>The number of the move about to be played, from 1</source>
        <translation>이제 둘 수의 번호(1부터 시작)</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>수 번호</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1 (not plausible)</source>
        <translation>%1(타당하지 않음)</translation>
    </message>
    <message>
        <source>%1 (not written: no pawn can take it)</source>
        <translation>%1(적지 않음: 잡을 수 있는 폰 없음)</translation>
    </message>
    <message>
        <source>The FEN leaves %1 out: no pawn can take en passant, and the FEN is written &quot;only when capturable&quot;.</source>
        <translation>FEN에 %1 칸을 적지 않았습니다. 앙파상으로 잡을 수 있는 폰이 없고, FEN을 &apos;잡을 수 있을 때만 기록&apos;으로 쓰고 있기 때문입니다.</translation>
    </message>
</context>
<context>
    <name>forsyth::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open positions from a .fen, .epd, .pgn, .csv or .txt file, or read a picture of a board</source>
        <translation>.fen, .epd, .pgn, .csv, .txt 파일에서 포지션을 열거나, 체스판 그림을 읽어 들입니다</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>The positions in %1 have changed. Save the changes?</source>
        <translation>%1 파일의 포지션들이 바뀌었습니다. 바뀐 내용을 저장할까요?</translation>
    </message>
    <message>
        <source>The position pasted here is in no file. Save it?</source>
        <translation>여기에 붙여 넣은 포지션은 아직 어느 파일에도 저장되지 않았습니다. 저장할까요?</translation>
    </message>
    <message>
        <source>The positions pasted here are in no file. Save them?</source>
        <translation>여기에 붙여 넣은 포지션들은 아직 어느 파일에도 저장되지 않았습니다. 저장할까요?</translation>
    </message>
    <message>
        <source>The position set up here is in no file, and opening a collection cannot be undone. Save the position first?</source>
        <translation>여기서 배치한 포지션은 아직 파일에 저장되지 않았는데, 모음을 열면 되돌릴 수 없습니다. 먼저 이 포지션을 저장할까요?</translation>
    </message>
    <message>
        <source>The position in %1 has changed. Save the changes?</source>
        <translation>%1 파일의 포지션이 바뀌었습니다. 바뀐 내용을 저장할까요?</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>포지션 열기</translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation>%1 파일에 읽을 수 없는 FEN이 있습니다: %2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 파일을 열었습니다</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 파일을 열었습니다: %2</translation>
    </message>
    <message>
        <source>Lichess puzzles (*.csv)</source>
        <translation>Lichess 퍼즐 (*.csv)</translation>
    </message>
    <message>
        <source>Text with FENs (*.txt)</source>
        <translation>FEN이 든 텍스트 (*.txt)</translation>
    </message>
    <message>
        <source>FEN (*.fen)</source>
        <translation>FEN (*.fen)</translation>
    </message>
    <message>
        <source>EPD (*.epd)</source>
        <translation>EPD (*.epd)</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Save positions</source>
        <translation>포지션 모음 저장</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>포지션 저장</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 파일을 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 파일을 저장했습니다</translation>
    </message>
    <message>
        <source>%1 no longer exists: removed from the recent files</source>
        <translation>%1 파일이 더 이상 없어서 최근 파일 목록에서 뺐습니다</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>최근 파일 없음</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>새로 만들기(&amp;N)</translation>
    </message>
    <message>
        <source>Start again from the start position, in no file</source>
        <translation>파일 없이 시작 포지션에서 새로 시작합니다</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>새 포지션</translation>
    </message>
    <message>
        <source>%1 has changed on disk since it was opened or saved here, in another window or program. Saving would replace those changes with what is shown here.</source>
        <translation>%1 파일은 여기서 열거나 저장한 뒤에 다른 창이나 프로그램에서 바뀌었습니다. 저장하면 그 변경 내용이 지금 보이는 내용으로 바뀝니다.</translation>
    </message>
    <message>
        <source>Save over it all the same?</source>
        <translation>그래도 덮어써서 저장할까요?</translation>
    </message>
    <message>
        <source>Save &amp;Over It</source>
        <translation>덮어써서 저장(&amp;O)</translation>
    </message>
    <message>
        <source>Not saved: %1 has changed on disk (Save As keeps what is shown here)</source>
        <translation>저장하지 않았습니다. %1 파일이 디스크에서 바뀌었습니다(다른 이름으로 저장하면 지금 보이는 내용을 남길 수 있습니다)</translation>
    </message>
    <message>
        <source>Not saved: %1 holds more than this position</source>
        <translation>저장하지 않았습니다. %1 파일에는 이 포지션 말고도 다른 내용이 있습니다</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>%1 holds more than the position shown here: other games or positions, moves, comments or tags. Saving would replace all of it with this one position.</source>
        <translation>%1 파일에는 여기 보이는 포지션 말고도 다른 게임이나 포지션, 수, 주석 또는 태그가 들어 있습니다. 저장하면 그 내용이 모두 이 포지션 하나로 바뀝니다.</translation>
    </message>
    <message>
        <source>Save the position in another file instead?</source>
        <translation>대신 이 포지션을 다른 파일에 저장할까요?</translation>
    </message>
    <message>
        <source>Cannot open %1: not one of its %2 records reads as a position</source>
        <translation>%1 파일을 열 수 없습니다. 기록 %2개 가운데 포지션으로 읽히는 것이 하나도 없습니다</translation>
    </message>
    <message>
        <source>%1. The first: %2</source>
        <translation>%1. 첫 번째 기록: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: it holds no position</source>
        <translation>%1 파일을 열 수 없습니다. 포지션이 없습니다</translation>
    </message>
    <message>
        <source>Cannot open %1: positions are read from .fen, .epd, .pgn, .csv and .txt files, boards from pictures (.png, .jpg, .webp, .bmp, .tif)</source>
        <translation>%1 파일을 열 수 없습니다. 포지션은 .fen, .epd, .pgn, .csv, .txt 파일에서, 보드는 그림 파일(.png, .jpg, .webp, .bmp, .tif)에서 읽을 수 있습니다</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n positions</source>
        <translation>
            <numerusform>%1 파일을 열었습니다. 포지션 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>two sentences of what a save did not keep</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Saved %1. %2</source>
        <translation>%1 파일을 저장했습니다. %2</translation>
    </message>
    <message>
        <source>1 position added here was written with Moves empty: a Lichess puzzle needs the move that sets it, then the solution</source>
        <translation>여기서 추가한 포지션 1개는 Moves 칸을 비워 둔 채 저장했습니다. Lichess 퍼즐에는 퍼즐을 시작하는 수와 그 뒤의 정답 수순이 있어야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>%n positions added here were written with Moves empty: a Lichess puzzle needs the move that sets it, then the solution</source>
        <translation>
            <numerusform>여기서 추가한 포지션 %n개는 Moves 칸을 비워 둔 채 저장했습니다. Lichess 퍼즐에는 퍼즐을 시작하는 수와 그 뒤의 정답 수순이 있어야 합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save %1: position %2 can no longer be written as a Lichess puzzle, as the move that sets the puzzle does not fit the edited board. Save As EPD or PGN keeps it.</source>
        <translation>%1 파일을 저장할 수 없습니다. %2번 포지션은 더 이상 Lichess 퍼즐 형식으로 쓸 수 없습니다. 퍼즐을 시작하는 첫 수가 고친 체스판과 맞지 않기 때문입니다. EPD나 PGN으로 다른 이름으로 저장하면 그대로 남길 수 있습니다.</translation>
    </message>
    <message>
        <source>A FEN file has no place for titles: 1 title not kept</source>
        <translation>FEN 파일에는 제목을 넣을 자리가 없습니다. 제목 1개는 저장하지 않았습니다</translation>
    </message>
    <message numerus="yes">
        <source>A FEN file has no place for titles: %n titles not kept</source>
        <translation>
            <numerusform>FEN 파일에는 제목을 넣을 자리가 없습니다. 제목 %n개는 저장하지 않았습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>1 line that holds no readable position left out</source>
        <translation>읽을 수 있는 포지션이 없는 줄 1개는 빼고 저장했습니다</translation>
    </message>
    <message numerus="yes">
        <source>%n lines that hold no readable position left out</source>
        <translation>
            <numerusform>읽을 수 있는 포지션이 없는 줄 %n개는 빼고 저장했습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzles&apos; moves and other columns (Rating, Themes, GameUrl, ...) are not kept, only their positions</source>
        <translation>퍼즐의 수순과 다른 열(Rating, Themes, GameUrl 등)은 남지 않고 포지션만 남습니다</translation>
    </message>
    <message>
        <source>EPD operations other than the id (bm, am, c0, ...) are not kept</source>
        <translation>id를 제외한 EPD 연산(bm, am, c0 등)은 저장되지 않습니다</translation>
    </message>
    <message>
        <source>The games&apos; moves, comments and tags other than the event are not kept, only each game&apos;s starting position</source>
        <translation>게임의 수순, 주석, Event 외의 태그는 저장되지 않고 각 게임의 시작 포지션만 저장됩니다</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>%1 열기를 취소했습니다</translation>
    </message>
    <message>
        <source>Positions and pictures of boards (*.fen *.epd *.pgn *.csv *.txt *.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;Positions (*.fen *.epd *.pgn *.csv *.txt);;Pictures of boards (*.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>포지션과 체스판 그림 (*.fen *.epd *.pgn *.csv *.txt *.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;포지션 (*.fen *.epd *.pgn *.csv *.txt);;체스판 그림 (*.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>Suggested file names (without extension) in Save As, in the user&apos;s language</extracomment>
        <translation>대국</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>포지션 모음</translation>
    </message>
    <message>
        <source>position</source>
        <translation>포지션</translation>
    </message>
</context>
<context>
    <name>forsyth::FindingsPanel</name>
    <message>
        <source>Findings</source>
        <translation>검사 결과</translation>
    </message>
    <message>
        <source>Nothing to report: a legal position</source>
        <translation>문제 없음: 정상 포지션입니다</translation>
    </message>
    <message>
        <source>This line of the file does not read as a FEN</source>
        <translation>파일의 이 줄은 FEN으로 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Nothing to judge until it reads: the FEN under the board says what is wrong</source>
        <translation>읽을 수 있게 고치기 전에는 판정할 것이 없습니다. 무엇이 잘못되었는지는 체스판 아래 FEN에 나옵니다</translation>
    </message>
</context>
<context>
    <name>forsyth::GameMovesView</name>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Make the position shown the game&apos;s start: the moves before it are left out when the file is saved, and the moves after it are kept</source>
        <translation>지금 보이는 포지션을 게임의 시작으로 삼습니다. 파일을 저장할 때 그 앞의 수는 빠지고 그 뒤의 수는 남습니다</translation>
    </message>
    <message>
        <source>Pick a move to show the position after it</source>
        <translation>수를 고르면 그 수를 둔 뒤의 포지션을 보여 줍니다</translation>
    </message>
    <message>
        <source>Previous &amp;move</source>
        <translation>이전 수(&amp;M)</translation>
    </message>
    <message>
        <source>Next mo&amp;ve</source>
        <translation>다음 수(&amp;V)</translation>
    </message>
    <message>
        <source>Set up from &amp;here</source>
        <translation>여기서부터 시작(&amp;H)</translation>
    </message>
</context>
<context>
    <name>forsyth::ImageExport</name>
    <message>
        <source>Save the board as a PNG picture of a size you choose</source>
        <translation>체스판을 원하는 크기의 PNG 이미지로 저장합니다</translation>
    </message>
    <message>
        <source>Save the board as an SVG drawing, sharp at any size</source>
        <translation>체스판을 어떤 크기에서도 선명한 SVG 그림으로 저장합니다</translation>
    </message>
    <message>
        <source>Image with &amp;Coordinates</source>
        <translation>이미지에 좌표 표시(&amp;C)</translation>
    </message>
    <message>
        <source>Put file letters and rank numbers beside exported and copied images</source>
        <translation>내보내거나 복사한 이미지 옆에 파일 문자와 랭크 숫자를 표시합니다</translation>
    </message>
    <message>
        <source>Copy Board &amp;Image</source>
        <translation>체스판 이미지 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Put a picture of the board on the clipboard</source>
        <translation>체스판 이미지를 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>Export Image as PNG</source>
        <translation>PNG 이미지로 내보내기</translation>
    </message>
    <message>
        <source>Width and height in pixels:</source>
        <translation>너비와 높이(픽셀):</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>이미지 내보내기</translation>
    </message>
    <message>
        <source>Export Image as SVG</source>
        <translation>SVG 이미지로 내보내기</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 그림 (*.svg)</translation>
    </message>
    <message>
        <source>%1: a PNG image&apos;s name ends in .png</source>
        <translation>%1: PNG 이미지의 파일 이름은 .png로 끝나야 합니다</translation>
    </message>
    <message>
        <source>%1: an SVG drawing&apos;s name ends in .svg</source>
        <translation>%1: SVG 그림의 파일 이름은 .svg로 끝나야 합니다</translation>
    </message>
    <message>
        <source>Image saved to %1</source>
        <translation>이미지를 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>Board image copied</source>
        <translation>체스판 이미지를 복사했습니다</translation>
    </message>
    <message>
        <source>Save the board with the FEN, its numbered fields and their legend, as the teaching view shows them, for a lesson&apos;s slides (PNG or SVG)</source>
        <translation>체스판을 FEN, 번호가 붙은 필드, 범례와 함께 수업 모드에서 보이는 그대로 수업 슬라이드용(PNG 또는 SVG)으로 저장합니다</translation>
    </message>
    <message>
        <source>Export Slide</source>
        <translation>슬라이드로 내보내기</translation>
    </message>
    <message>
        <source>Slide saved to %1</source>
        <translation>슬라이드를 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>Export Image as PN&amp;G…</source>
        <translation>PNG 이미지로 내보내기(&amp;G)…</translation>
    </message>
    <message>
        <source>Export Image as S&amp;VG…</source>
        <translation>SVG 이미지로 내보내기(&amp;V)…</translation>
    </message>
    <message>
        <source>Export Sli&amp;de…</source>
        <translation>슬라이드로 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>The suggested file name (without extension) of an exported image of the board</extracomment>
        <translation>포지션</translation>
    </message>
    <message>
        <source>lesson</source>
        <extracomment>The suggested file name (without extension) of a lesson&apos;s slide</extracomment>
        <translation>수업 슬라이드</translation>
    </message>
</context>
<context>
    <name>forsyth::MainWindow</name>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>Forsyth</source>
        <translation>Forsyth</translation>
    </message>
    <message>
        <source>illegal position</source>
        <translation>불가능한 포지션</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>체크메이트</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>스테일메이트</translation>
    </message>
    <message>
        <source>check</source>
        <translation>체크</translation>
    </message>
    <message>
        <source>Forsyth — %1</source>
        <translation>Forsyth — %1</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>포지션 열기</translation>
    </message>
    <message>
        <source>Cannot read the FEN %1: %2</source>
        <translation>FEN을 읽을 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation>%1 (고친 내용: %2)</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>시작 포지션(&amp;S)</translation>
    </message>
    <message>
        <source>Set up the standard start position</source>
        <translation>표준 시작 포지션을 놓습니다</translation>
    </message>
    <message>
        <source>C&amp;lear board</source>
        <translation>체스판 비우기(&amp;L)</translation>
    </message>
    <message>
        <source>Remove every piece</source>
        <translation>모든 기물을 치웁니다</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>색 바꾸기(&amp;W)</translation>
    </message>
    <message>
        <source>White&apos;s pieces become Black&apos;s on the mirrored ranks, and the reverse</source>
        <translation>백 기물은 랭크를 위아래로 뒤집은 자리의 흑 기물이 되고, 흑 기물은 같은 방식으로 백 기물이 됩니다</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>좌우 반전(&amp;M)</translation>
    </message>
    <message>
        <source>Mirror the files: the a-file becomes the h-file</source>
        <translation>파일을 좌우로 뒤집습니다. a파일이 h파일이 됩니다</translation>
    </message>
    <message>
        <source>&amp;Chess960 position…</source>
        <translation>Chess960 포지션(&amp;C)…</translation>
    </message>
    <message>
        <source>Set up a Chess960 start position by its number (0-959)</source>
        <translation>번호(0-959)로 Chess960 시작 포지션을 놓습니다</translation>
    </message>
    <message>
        <source>&amp;Random Chess960</source>
        <translation>무작위 Chess960(&amp;R)</translation>
    </message>
    <message>
        <source>Set up a Chess960 start position at random</source>
        <translation>Chess960 시작 포지션을 무작위로 놓습니다</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard (Ctrl+Shift+C)</source>
        <translation>FEN을 클립보드에 복사합니다(Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>FEN 붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>Load the FEN on the clipboard (Ctrl+Shift+V)</source>
        <translation>클립보드의 FEN을 불러옵니다(Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>&amp;Go to FEN field</source>
        <translation>FEN 필드로 이동(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>체스판 뒤집기(&amp;F)</translation>
    </message>
    <message>
        <source>View the board from the other side (F)</source>
        <translation>체스판을 반대편에서 봅니다(F)</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>포지션(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Start position</extracomment>
        <translation>시작 포지션</translation>
    </message>
    <message>
        <source>Clear board</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Clear board</extracomment>
        <translation>체스판 비우기</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>색 바꾸기</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>좌우 반전</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960 포지션</translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation>시작 포지션 번호(0-959, 표준 시작 포지션은 518):</translation>
    </message>
    <message>
        <source>There is no Chess960 position %1: the numbers go from 0 to 959</source>
        <translation>%1번 Chess960 포지션은 없습니다. 번호는 0부터 959까지입니다</translation>
    </message>
    <message>
        <source>Chess960 position %1</source>
        <translation>Chess960 %1번 포지션</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>복사했습니다: %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사했습니다</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <extracomment>The toolbar&apos;s short label of Edit &gt; Paste FEN</extracomment>
        <translation>FEN 붙여넣기</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>붙여 넣을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>붙여 넣었습니다</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>마지막 포지션</translation>
    </message>
    <message>
        <source>Move mode: play legal moves to see how the FEN changes; off, the board edits freely (Ctrl+M)</source>
        <translation>수 두기 모드: 규칙에 맞는 수를 두며 FEN이 어떻게 바뀌는지 봅니다. 끄면 체스판을 자유롭게 편집합니다(Ctrl+M)</translation>
    </message>
    <message>
        <source>&amp;Teaching view</source>
        <translation>수업 모드(&amp;T)</translation>
    </message>
    <message>
        <source>Teach</source>
        <translation>수업</translation>
    </message>
    <message>
        <source>Colour the FEN by field, name the fields and explain the part under the mouse or caret</source>
        <translation>FEN을 필드별로 색칠하고 필드 이름을 붙이며, 마우스나 커서가 가리키는 부분을 설명합니다</translation>
    </message>
    <message>
        <source>Show FEN l&amp;etters on pieces</source>
        <translation>기물에 FEN 문자 표시(&amp;E)</translation>
    </message>
    <message>
        <source>Write each piece&apos;s FEN letter (K, q, ...) in a corner of its square</source>
        <translation>각 기물의 FEN 문자(K, q, ...)를 그 칸의 모서리에 표시합니다</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <extracomment>View &gt; Language: follow the language of the operating system</extracomment>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>공유(&amp;S)</translation>
    </message>
    <message>
        <source>Forsyth — %1[*]</source>
        <translation>Forsyth — %1[*]</translation>
    </message>
    <message>
        <source>Forsyth — %1[*] — %2</source>
        <translation>Forsyth — %1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1(%3개 중 %2번째)</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>모음</translation>
    </message>
    <message>
        <source>&amp;Collection</source>
        <translation>모음(&amp;C)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>끌어다 놓기</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>붙여넣기</translation>
    </message>
    <message>
        <source>The text holds %1 positions, one a line. Open them as a collection?</source>
        <translation>텍스트에 포지션이 한 줄에 하나씩 %1개 있습니다. 모음으로 열까요?</translation>
    </message>
    <message>
        <source>No takes the first position alone; Cancel takes nothing.</source>
        <translation>아니요를 누르면 첫 번째 포지션만 가져오고, 취소를 누르면 아무것도 가져오지 않습니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder</source>
        <translation>%1 을(를) 열 수 없습니다. 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>Pasted position</source>
        <translation>붙여 넣은 포지션</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>붙여 넣은 포지션</translation>
    </message>
    <message>
        <source>Opened %1 positions as a collection</source>
        <translation>포지션 %1개를 모음으로 열었습니다</translation>
    </message>
    <message>
        <source>The text holds %1 games. Open them as a collection?</source>
        <translation>텍스트에 게임이 %1개 있습니다. 모음으로 열까요?</translation>
    </message>
    <message>
        <source>Opened %1 games as a collection</source>
        <translation>게임 %1개를 모음으로 열었습니다</translation>
    </message>
    <message>
        <source>The text is a game with its moves. Open it to go through them?</source>
        <translation>수순이 적힌 게임입니다. 게임을 열어 수순을 한 수씩 살펴볼까요?</translation>
    </message>
    <message>
        <source>Opened a game: pick a move in the list of its moves</source>
        <translation>게임을 열었습니다. 수순 목록에서 볼 수를 고르세요</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>문제 풀이</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>단계별 설명</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>퀴즈</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>인쇄(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the collection (or the position) as a worksheet, with a preview</source>
        <translation>모음(또는 포지션)을 미리 보기와 함께 학습지로 인쇄합니다</translation>
    </message>
    <message>
        <source>Export &amp;worksheet (PDF)…</source>
        <translation>학습지 PDF로 내보내기(&amp;W)…</translation>
    </message>
    <message>
        <source>Write the collection (or the position) as a PDF worksheet</source>
        <translation>모음(또는 포지션)을 PDF 학습지로 저장합니다</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>학습지</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>학습지</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>학습지 내보내기</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;rojector mode</source>
        <translation>프로젝터 모드(&amp;R)</translation>
    </message>
    <message>
        <source>Show the board and a large FEN with numbered fields full screen, for a class (F11 or Esc to leave; Ctrl++ and Ctrl+- zoom)</source>
        <translation>수업용으로 체스판과 필드 번호가 붙은 큰 FEN을 전체 화면에 보여 줍니다(F11이나 Esc로 나가기, Ctrl++와 Ctrl+-로 확대·축소)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>인쇄</translation>
    </message>
    <message>
        <source>Worksheet written: %1, pages: %2</source>
        <extracomment>%1 the PDF file, %2 its number of pages</extracomment>
        <translation>학습지를 저장했습니다: %1(%2쪽)</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <extracomment>The toolbar&apos;s short label of Edit &gt; Copy FEN</extracomment>
        <translation>FEN 복사</translation>
    </message>
    <message>
        <source>Flip board</source>
        <extracomment>The toolbar&apos;s short label of View &gt; Flip board</extracomment>
        <translation>뒤집기</translation>
    </message>
    <message>
        <source>Move mode</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Move mode</extracomment>
        <translation>수 두기</translation>
    </message>
    <message>
        <source>Nothing to paste: the clipboard holds no text and no picture</source>
        <translation>붙여넣을 것이 없습니다. 클립보드에 글자도 그림도 없습니다</translation>
    </message>
    <message>
        <source>the picture on the clipboard</source>
        <translation>클립보드의 그림</translation>
    </message>
    <message>
        <source>The dropped picture is empty</source>
        <translation>끌어다 놓은 그림이 비어 있습니다</translation>
    </message>
    <message>
        <source>the dropped picture</source>
        <translation>끌어다 놓은 그림</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 파일을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 is too large to read as a picture (%2 MB)</source>
        <translation>%1 파일은 그림으로 읽기에 너무 큽니다(%2MB)</translation>
    </message>
    <message>
        <source>Still reading the last picture</source>
        <translation>앞의 그림을 아직 읽고 있습니다</translation>
    </message>
    <message>
        <source>Reading the board in %1…</source>
        <translation>%1에서 체스판을 읽는 중…</translation>
    </message>
    <message>
        <source>Nothing read from %1: %2</source>
        <translation>%1에서 아무것도 읽지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Read from a picture</source>
        <translation>그림에서 읽기</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of a note, one after the other: Chinese puts no space between</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The picture holds more than one board, and one was read: to read another, crop the picture to it.</source>
        <translation>그림에 체스판이 둘 이상 있어 그중 하나를 읽었습니다. 다른 판을 읽으려면 그림을 그 판만 남도록 잘라 주세요.</translation>
    </message>
    <message>
        <source>Read from %1 in %2&#xa0;s. A picture shows no side to move, castling or en passant: %3.</source>
        <translation>%1에서 %2초 만에 읽었습니다. 그림에는 차례, 캐슬링, 앙파상이 드러나지 않아 이렇게 정했습니다: %3.</translation>
    </message>
    <message>
        <source>Black was at the bottom: the board is turned as the picture showed it.</source>
        <translation>그림에서 흑이 아래쪽에 있었으므로 체스판도 그림처럼 돌려 놓았습니다.</translation>
    </message>
    <message>
        <source>One square read unsurely is framed, with what else it may hold.</source>
        <translation>확실하게 읽지 못한 칸 1개에 테두리를 치고, 놓여 있을 수 있는 다른 기물을 함께 표시했습니다.</translation>
    </message>
    <message>
        <source>%1 squares read unsurely are framed, with what else they may hold.</source>
        <translation>확실하게 읽지 못한 칸 %1개에 테두리를 치고, 놓여 있을 수 있는 다른 기물을 함께 표시했습니다.</translation>
    </message>
    <message>
        <source>Black to move (its king is attacked), castling where kings and rooks stand on their squares, no en passant</source>
        <translation>흑 차례(흑 킹이 공격받고 있음), 캐슬링은 킹과 룩이 제자리에 있는 쪽, 앙파상 없음</translation>
    </message>
    <message>
        <source>White to move, castling where kings and rooks stand on their squares, no en passant</source>
        <translation>백 차례, 캐슬링은 킹과 룩이 제자리에 있는 쪽, 앙파상 없음</translation>
    </message>
    <message>
        <source>The picture on the clipboard could not be taken: it is in a format Forsyth cannot read, or too large</source>
        <translation>클립보드의 그림을 가져오지 못했습니다. Forsyth가 읽을 수 없는 형식이거나 그림이 너무 큽니다</translation>
    </message>
    <message>
        <source>The board stood on its side in the picture and was read turned upright.</source>
        <translation>그림 속 체스판이 옆으로 누워 있어서 똑바로 세워 읽었습니다.</translation>
    </message>
    <message>
        <source>The board was upside down in the picture and was read turned the right way up.</source>
        <translation>그림 속 체스판이 거꾸로 뒤집혀 있어서 바로 돌려 읽었습니다.</translation>
    </message>
    <message>
        <source>The picture was mirrored (its board&apos;s top left square is dark) and was read mirrored back.</source>
        <translation>그림이 좌우로 뒤집혀 있어서(체스판의 왼쪽 위 칸이 어두움) 다시 뒤집어 읽었습니다.</translation>
    </message>
    <message>
        <source>The picture was flipped top to bottom (its board&apos;s top left square is dark, its pieces on their heads) and was read flipped back.</source>
        <translation>그림이 위아래로 뒤집혀 있어서(체스판의 왼쪽 위 칸이 어둡고 기물이 거꾸로 서 있음) 다시 뒤집어 읽었습니다.</translation>
    </message>
    <message>
        <source>The board&apos;s top left square is dark, as on a board coloured the wrong way round; it was read as drawn.</source>
        <translation>체스판의 왼쪽 위 칸이 어두워서 색이 거꾸로 칠해진 체스판으로 보입니다. 그려진 그대로 읽었습니다.</translation>
    </message>
    <message>
        <source>The picture&apos;s file ends early: the part it lacks is grey, and its squares were read as empty.</source>
        <translation>그림 파일이 도중에 끊겨 있습니다. 빠진 부분은 회색으로 채워졌고, 그 부분의 칸은 빈 칸으로 읽었습니다.</translation>
    </message>
    <message>
        <source>M&amp;ove mode</source>
        <translation>수 두기 모드(&amp;O)</translation>
    </message>
    <message>
        <source>%1. A line that does not read as a position was left out, so from it on the sheet&apos;s numbers are not the list&apos;s</source>
        <translation>%1. 포지션으로 읽을 수 없는 줄 1개를 뺐습니다. 그 줄부터는 학습지의 번호가 목록의 번호와 다릅니다</translation>
    </message>
    <message numerus="yes">
        <source>%1. %n lines that do not read as a position were left out, so from the first of them on the sheet&apos;s numbers are not the list&apos;s</source>
        <translation>
            <numerusform>%1. 포지션으로 읽을 수 없는 줄 %n개를 뺐습니다. 그 첫 줄부터는 학습지의 번호가 목록의 번호와 다릅니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>forsyth::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>기물 팔레트</translation>
    </message>
    <message>
        <source>%1 (%2): click to paint with it, or drag it onto the board</source>
        <translation>%1(%2): 클릭한 뒤 칸을 눌러 놓거나, 체스판으로 끌어다 놓으세요</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>지우개</translation>
    </message>
    <message>
        <source>Eraser: click or sweep squares to empty them</source>
        <translation>지우개: 칸을 클릭하거나 쓸고 지나가면 비워집니다</translation>
    </message>
</context>
<context>
    <name>forsyth::PositionDocument</name>
    <message>
        <source>Empty %1</source>
        <translation>%1 칸 비우기</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation>%2 칸에 %1 놓기</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 칸에서 %2 칸으로 옮기기</translation>
    </message>
    <message>
        <source>Copy %1 to %2</source>
        <translation>%1 칸에서 %2 칸으로 복사하기</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>백 차례로 변경</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>흑 차례로 변경</translation>
    </message>
    <message>
        <source>Change castling rights</source>
        <translation>캐슬링 권한 변경</translation>
    </message>
    <message>
        <source>Change en passant square</source>
        <translation>앙파상 칸 변경</translation>
    </message>
    <message>
        <source>Change halfmove clock</source>
        <translation>반수 카운터 변경</translation>
    </message>
    <message>
        <source>Change fullmove number</source>
        <translation>수 번호 변경</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>제목 변경</translation>
    </message>
    <message>
        <source>Type FEN</source>
        <translation>FEN 입력</translation>
    </message>
    <message>
        <source>En passant square %1 removed: no pawn could just have passed it</source>
        <translation>앙파상 칸 %1을 지웠습니다. 방금 이 칸을 지나갔을 폰이 없습니다</translation>
    </message>
    <message>
        <source>Castling right %1 set aside until its king and rook are back</source>
        <translation>캐슬링 권한 %1: 킹과 룩이 제자리로 돌아올 때까지 보류합니다</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>%1 is a move such as e2-e4</extracomment>
        <translation>%1 두기</translation>
    </message>
    <message>
        <source>Castling rights %1 set aside until their king and rooks are back</source>
        <translation>캐슬링 권한 %1: 킹과 룩이 제자리로 돌아올 때까지 보류합니다</translation>
    </message>
    <message>
        <source>Add position</source>
        <translation>포지션 추가</translation>
    </message>
    <message>
        <source>Duplicate position</source>
        <translation>포지션 복제</translation>
    </message>
    <message>
        <source>Delete position</source>
        <translation>포지션 삭제</translation>
    </message>
    <message>
        <source>Move position %1 to %2</source>
        <translation>%1번 포지션을 %2번 자리로 이동</translation>
    </message>
    <message>
        <source>Chess960 castling on</source>
        <translation>Chess960 캐슬링 켜기</translation>
    </message>
    <message>
        <source>Chess960 castling off</source>
        <translation>Chess960 캐슬링 끄기</translation>
    </message>
    <message>
        <source>Set up after %1</source>
        <translation>%1 다음부터 시작</translation>
    </message>
    <message>
        <source>Mark C+</source>
        <translation>C+ 표시</translation>
    </message>
    <message>
        <source>Remove C+</source>
        <translation>C+ 지우기</translation>
    </message>
</context>
<context>
    <name>forsyth::ProjectorWindow</name>
    <message>
        <source>Forsyth: projector</source>
        <translation>Forsyth: 프로젝터</translation>
    </message>
</context>
<context>
    <name>forsyth::QuizPanel</name>
    <message>
        <source>Quiz over</source>
        <translation>퀴즈 끝</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>점수: %1</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>%2문제 중 %1번째 문제</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <extracomment>the verdict on an answer, then why the right answer is right</extracomment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>See the score</source>
        <translation>점수 보기</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>다음 문제</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Check the answer (Enter)</source>
        <translation>답을 확인합니다(Enter)</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>새 퀴즈</translation>
    </message>
    <message>
        <source>Ten new questions on the position on the board</source>
        <translation>체스판의 포지션으로 새 문제 10개를 냅니다</translation>
    </message>
</context>
<context>
    <name>forsyth::ReadingNote</name>
    <message>
        <source>Picture read</source>
        <translation>그림에서 읽은 내용</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>이 안내 닫기</translation>
    </message>
</context>
<context>
    <name>forsyth::RecordDelegate</name>
    <message>
        <source>Position %1</source>
        <translation>%1번 포지션</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>백 차례</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>흑 차례</translation>
    </message>
</context>
<context>
    <name>forsyth::RecordList</name>
    <message>
        <source>Legal</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Legal, with warnings</source>
        <translation>정상, 경고 있음</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>불가능</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>읽을 수 없음</translation>
    </message>
</context>
<context>
    <name>forsyth::ShareActions</name>
    <message>
        <source>Open in &amp;Lichess (analysis)</source>
        <translation>Lichess 분석 보드에서 열기(&amp;L)</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Open the position on Lichess&apos;s analysis board</source>
        <translation>포지션을 Lichess 분석 보드에서 엽니다</translation>
    </message>
    <message>
        <source>Open in Lichess (board &amp;editor)</source>
        <translation>Lichess 보드 편집기에서 열기(&amp;E)</translation>
    </message>
    <message>
        <source>Lichess editor</source>
        <translation>Lichess 편집기</translation>
    </message>
    <message>
        <source>Open the position in Lichess&apos;s board editor</source>
        <translation>포지션을 Lichess 보드 편집기에서 엽니다</translation>
    </message>
    <message>
        <source>Open in &amp;Chess.com (analysis)</source>
        <translation>Chess.com 분석 보드에서 열기(&amp;C)</translation>
    </message>
    <message>
        <source>Chess.com</source>
        <translation>Chess.com</translation>
    </message>
    <message>
        <source>Open the position on Chess.com&apos;s analysis board</source>
        <translation>포지션을 Chess.com 분석 보드에서 엽니다</translation>
    </message>
    <message>
        <source>Copy Lichess l&amp;ink</source>
        <translation>Lichess 링크 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Copy Chess.com li&amp;nk</source>
        <translation>Chess.com 링크 복사(&amp;N)</translation>
    </message>
    <message>
        <source>Copy as &amp;Unicode diagram</source>
        <translation>유니코드 다이어그램으로 복사(&amp;U)</translation>
    </message>
    <message>
        <source>Copy the board as chess symbols, for forums and chats</source>
        <translation>체스판을 체스 기호로 복사합니다(포럼이나 채팅용)</translation>
    </message>
    <message>
        <source>Copy as &amp;ASCII diagram</source>
        <translation>ASCII 다이어그램으로 복사(&amp;A)</translation>
    </message>
    <message>
        <source>Copy the board as FEN letters</source>
        <translation>체스판을 FEN 문자로 복사합니다</translation>
    </message>
    <message>
        <source>%1. Open the position there anyway?</source>
        <translation>%1. 그래도 그곳에서 포지션을 열까요?</translation>
    </message>
    <message>
        <source>%1, so it will not show this position. Go on anyway?</source>
        <translation>%1. 그래서 이 포지션이 보이지 않습니다. 그래도 계속할까요?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <source>Opened the position on %1</source>
        <translation>%1에서 포지션을 열었습니다</translation>
    </message>
    <message>
        <source>Could not open a web browser for %1</source>
        <translation>%1 링크를 열 웹 브라우저를 실행하지 못했습니다</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>복사했습니다: %1</translation>
    </message>
    <message>
        <source>Copied the board as a Unicode diagram</source>
        <translation>체스판을 유니코드 다이어그램으로 복사했습니다</translation>
    </message>
    <message>
        <source>Copied the board as an ASCII diagram</source>
        <translation>체스판을 ASCII 다이어그램으로 복사했습니다</translation>
    </message>
</context>
<context>
    <name>forsyth::SolverPanel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>읽을 수 없음: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 records.</source>
        <translation>기록 %2개 중 %1개까지 검증하고 멈췄습니다.</translation>
    </message>
    <message>
        <source>%1 records verified.</source>
        <translation>기록 %1개를 검증했습니다.</translation>
    </message>
    <message>
        <source>Searching: %1 positions, %2 s</source>
        <translation>탐색 중: 포지션 %1개, %2초</translation>
    </message>
    <message>
        <source>Record %1 states no stipulation.</source>
        <translation>%1번 기록에는 조건이 없습니다.</translation>
    </message>
    <message>
        <source>Record %1: %2</source>
        <translation>%1번 기록: %2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>키 %1</translation>
    </message>
    <message>
        <source>Remove C+</source>
        <translation>C+ 지우기</translation>
    </message>
    <message>
        <source>Mark C+</source>
        <translation>C+ 표시</translation>
    </message>
    <message>
        <source>Stipulation:</source>
        <translation>조건:</translation>
    </message>
    <message>
        <source>Direct mate: the side to move mates</source>
        <translation>다이렉트 메이트: 차례인 쪽이 메이트합니다</translation>
    </message>
    <message>
        <source>Helpmate: the side to move is mated, both sides helping</source>
        <translation>헬프메이트: 양쪽이 협력해 차례인 쪽이 메이트당합니다</translation>
    </message>
    <message>
        <source>Selfmate: the side to move forces the other to mate it</source>
        <translation>셀프메이트: 차례인 쪽이 상대에게 자신을 메이트하도록 강요합니다</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>풀기</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>멈추기</translation>
    </message>
    <message>
        <source>Computer-tested: written into the record when the file is saved</source>
        <translation>컴퓨터 검증 표시: 파일을 저장할 때 기록에 적힙니다</translation>
    </message>
    <message>
        <source>Every record</source>
        <translation>모든 기록</translation>
    </message>
    <message>
        <source>Verify all</source>
        <translation>모두 검증</translation>
    </message>
    <message>
        <source>at most, seconds per record:</source>
        <translation>기록당 최대 시간(초):</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>forsyth::TeachingPanel</name>
    <message>
        <source>⚠ %1</source>
        <extracomment>a problem line in the teaching panel; the sign marks it without colour</extracomment>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>After castling: the king from %1 to %2</source>
        <translation>캐슬링한 뒤: 킹이 %1 칸에서 %2 칸으로 갔습니다</translation>
    </message>
    <message>
        <source>After %1 to %2, promoting to a %3</source>
        <translation>%1 칸에서 %2 칸으로 두어 프로모션한 뒤(%3)</translation>
    </message>
    <message>
        <source>After %1 to %2</source>
        <translation>%1 칸에서 %2 칸으로 둔 뒤</translation>
    </message>
    <message>
        <source>The FEN is now %1</source>
        <translation>이제 FEN은 %1입니다.</translation>
    </message>
</context>
<context>
    <name>forsyth::WalkPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>%1/%2단계</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>단계별 설명</translation>
    </message>
    <message>
        <source>The FEN is empty: there is nothing to read.</source>
        <translation>FEN이 비어 있습니다. 읽을 내용이 없습니다.</translation>
    </message>
    <message>
        <source>Press Next (or the right arrow) to read the FEN one character at a time: the board fills in from a8, rank by rank down to rank 1, and then fields 2 to 6 say who is to move, who may castle, the en passant square and the two counters.</source>
        <translation>다음(또는 오른쪽 화살표)을 누르면 FEN을 한 글자씩 읽습니다. 체스판은 a8부터 한 랭크씩 1랭크까지 채워지고, 이어서 2번부터 6번 필드가 차례, 캐슬링 권한, 앙파상 칸, 두 카운터를 알려 줍니다.</translation>
    </message>
    <message>
        <source>That is the whole FEN.</source>
        <translation>FEN을 끝까지 읽었습니다.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a piece read in a rank and its letter: &quot;black rook (r)&quot;</extracomment>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>1 empty square (%1)</source>
        <extracomment>empty squares read in a rank and their digit: &quot;2 empty squares (2)&quot;</extracomment>
        <translation>빈칸 1개(%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n empty squares (%1)</source>
        <translation>
            <numerusform>빈칸 %n개(%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1 so far: %2</source>
        <extracomment>%1 a rank&apos;s number, %2 what has been read of it: &quot;black rook (r), 1 empty square (1)&quot;</extracomment>
        <translation>지금까지 읽은 %1랭크: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 이전</translation>
    </message>
    <message>
        <source>The character before (Left arrow or Page Up)</source>
        <translation>앞 글자(왼쪽 화살표 또는 Page Up)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>다음 ▶</translation>
    </message>
    <message>
        <source>The next character (Right arrow or Page Down)</source>
        <translation>다음 글자(오른쪽 화살표 또는 Page Down)</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>처음부터</translation>
    </message>
    <message>
        <source>Back to the empty board (Home)</source>
        <translation>빈 체스판으로 돌아갑니다(Home)</translation>
    </message>
</context>
<context>
    <name>forsyth::WorksheetDialog</name>
    <message>
        <source>&amp;FEN under each diagram</source>
        <translation>다이어그램 아래에 FEN(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Lines for the answer</source>
        <translation>답 쓰는 줄(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Piece count, as (8+10)</source>
        <translation>기물 수, 예: (8+10)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Answer key at the end</source>
        <translation>마지막에 해답 페이지(&amp;A)</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>학습지</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>제목(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Diagrams a page:</source>
        <translation>쪽당 다이어그램 수(&amp;D):</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>용지(&amp;R):</translation>
    </message>
</context>
</TS>
