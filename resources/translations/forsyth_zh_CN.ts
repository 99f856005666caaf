<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BoardImage</name>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation>%1：未知的图像类型；文件名必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>the size is %1; expected %2-%3 pixels</source>
        <translation>尺寸为 %1；应为 %2-%3 像素</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>BoardThemes</name>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, %2</source>
        <extracomment>A board square for a screen reader: %1 the square, %2 what stands on it</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空格</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>repaired</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>Lichess refuses it</source>
        <translation>Lichess 不接受</translation>
    </message>
    <message>
        <source>Lichess keeps: %1</source>
        <translation>Lichess 会保留为：%1</translation>
    </message>
    <message>
        <source>line too long: %1 bytes; a FEN is under 100 characters</source>
        <translation>行过长：%1 字节；FEN 的长度不超过 100 个字符</translation>
    </message>
    <message>
        <source>Refuse what the lenient reader repairs (adjacent digits, W/B).</source>
        <translation>拒绝宽松读取时会自动修复的写法（相邻数字、W/B）。</translation>
    </message>
    <message>
        <source>Print one JSON object a line.</source>
        <translation>每行输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>FENs to check; quote each one.</source>
        <translation>要检查的 FEN；每个都要加引号。</translation>
    </message>
    <message>
        <source>Reading FENs from standard input, one a line; end with Ctrl-D.</source>
        <translation>正在从标准输入读取 FEN，每行一个；按 Ctrl-D 结束。</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message>
        <source>Reads each FEN given, or each line of standard input when none is given, and prints one line for each: whether it parses, the normalised FEN, what was repaired, what is wrong with the position, and whether Lichess would accept it.
Exit status: 0 when every input parsed, 1 when some did not, 2 for a usage error, 3 when the output could not be written.</source>
        <translation>读取给出的每个 FEN（未给出时读取标准输入的每一行），并为每个 FEN 输出一行：能否解析、规范化后的 FEN、修复了什么、局面有何问题，以及 Lichess 是否接受。
退出状态：全部输入都能解析时为 0，部分无法解析时为 1，用法错误时为 2，无法写出输出时为 3。</translation>
    </message>
</context>
<context>
    <name>CollectionReading</name>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Opening a collection</source>
        <translation>正在打开合集</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The subcommand.</source>
        <translation>子命令。</translation>
    </message>
    <message>
        <source>Try &apos;forsyth %1 --help&apos;.</source>
        <translation>请尝试 &apos;forsyth %1 --help&apos;。</translation>
    </message>
    <message>
        <source>cannot read the FEN: at %1-%2 (field %3): %4</source>
        <translation>无法读取 FEN：第 %1-%2 个字符（第 %3 字段）：%4</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
</context>
<context>
    <name>FenExplanation</name>
    <message>
        <source>Between fields</source>
        <translation>字段之间</translation>
    </message>
    <message>
        <source>%1 · Field %2: %3</source>
        <translation>%1 · 第 %2 字段：%3</translation>
    </message>
    <message>
        <source>~: the piece before it, on %1, is a promoted pawn (the Crazyhouse mark); a FEN reader keeps the piece and ignores the mark</source>
        <translation>~：它前面位于 %1 的棋子是由兵升变而来的（Crazyhouse 的标记）；读取 FEN 时保留该棋子，忽略这个标记。</translation>
    </message>
    <message>
        <source>%1: neither side may castle</source>
        <translation>%1：双方都没有易位权。</translation>
    </message>
    <message>
        <source>%1: no pawn has just made a double step, so no en passant capture is possible this move</source>
        <translation>%1：上一步没有兵前进两格，因此这一步不能吃过路兵。</translation>
    </message>
    <message>
        <source>%1: a %2 on %3 (capital letters are White&apos;s pieces)</source>
        <extracomment>%2 is a piece name such as &quot;white knight&quot;, %3 its square</extracomment>
        <translation>%1：%3 上的%2（大写字母表示白方棋子）。</translation>
    </message>
    <message>
        <source>%1: a %2 on %3 (small letters are Black&apos;s pieces)</source>
        <translation>%1：%3 上的%2（小写字母表示黑方棋子）。</translation>
    </message>
    <message>
        <source>%1: one empty square, %2</source>
        <translation>%1：1 个空格子，即 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n empty squares, %2 to %3</source>
        <translation>
            <numerusform>%1：%n 个连续的空格子，从 %2 到 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>/: rank 1 ends; a board has 8 ranks, so nothing should follow</source>
        <translation>/：第 1 横线结束；棋盘只有 8 条横线，后面不应再有内容。</translation>
    </message>
    <message>
        <source>/: rank %1 ends; rank %2 follows</source>
        <translation>/：第 %1 横线结束，接下来是第 %2 横线。</translation>
    </message>
    <message>
        <source>one empty square</source>
        <translation>1 个空格子</translation>
    </message>
    <message numerus="yes">
        <source>%n empty squares</source>
        <translation>
            <numerusform>%n 个空格子</numerusform>
        </translation>
    </message>
    <message>
        <source>(promoted)</source>
        <translation>（升变而来）</translation>
    </message>
    <message>
        <source>%1, which cannot be read</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <source>Rank %1 is empty in this FEN; a rank needs 8 squares</source>
        <translation>此 FEN 中第 %1 横线的内容为空；一条横线需要 8 格。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between the items of a rank: &quot;black rook, one empty square, ...&quot;</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1: rank %2: %3</source>
        <translation>%1：第 %2 横线：%3。</translation>
    </message>
    <message>
        <source>%1: White is to move</source>
        <translation>%1：轮到白方走棋。</translation>
    </message>
    <message>
        <source>%1: Black is to move</source>
        <translation>%1：轮到黑方走棋。</translation>
    </message>
    <message>
        <source>%1: White may still castle on the king&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1：白方仍可王翼易位（短易位）：%2 的王和 %3 的车都没有走动过。</translation>
    </message>
    <message>
        <source>%1: White may still castle on the queen&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1：白方仍可后翼易位（长易位）：%2 的王和 %3 的车都没有走动过。</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the king&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1：黑方仍可王翼易位（短易位）：%2 的王和 %3 的车都没有走动过。</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the queen&apos;s side: the king on %2 and the rook on %3 have not moved</source>
        <translation>%1：黑方仍可后翼易位（长易位）：%2 的王和 %3 的车都没有走动过。</translation>
    </message>
    <message>
        <source>%1: White may still castle on the king&apos;s side with the rook on %2; White&apos;s king is not on rank 1</source>
        <translation>%1：白方仍可用 %2 的车王翼易位（短易位）；但白王不在第 1 横线。</translation>
    </message>
    <message>
        <source>%1: White may still castle on the queen&apos;s side with the rook on %2; White&apos;s king is not on rank 1</source>
        <translation>%1：白方仍可用 %2 的车后翼易位（长易位）；但白王不在第 1 横线。</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the king&apos;s side with the rook on %2; Black&apos;s king is not on rank 8</source>
        <translation>%1：黑方仍可用 %2 的车王翼易位（短易位）；但黑王不在第 8 横线。</translation>
    </message>
    <message>
        <source>%1: Black may still castle on the queen&apos;s side with the rook on %2; Black&apos;s king is not on rank 8</source>
        <translation>%1：黑方仍可用 %2 的车后翼易位（长易位）；但黑王不在第 8 横线。</translation>
    </message>
    <message>
        <source>A file letter (Shredder-FEN, used for Chess960) names the rook by its file: %1 is the rook on %2</source>
        <translation>直线字母（Shredder-FEN 写法，用于 Chess960）按车所在的直线指明是哪个车：%1 即 %2 的车。</translation>
    </message>
    <message>
        <source>%1: a white pawn has just moved two squares, from %2 to %3, passing %1; a black pawn standing beside it could capture it en passant this move only</source>
        <translation>%1：白兵刚从 %2 前进两格到 %3，越过了 %1；与它相邻的黑兵只有在这一步才能吃过路兵吃掉它。</translation>
    </message>
    <message>
        <source>%1: a black pawn has just moved two squares, from %2 to %3, passing %1; a white pawn standing beside it could capture it en passant this move only</source>
        <translation>%1：黑兵刚从 %2 前进两格到 %3，越过了 %1；与它相邻的白兵只有在这一步才能吃过路兵吃掉它。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; from 150 the game is drawn by the 75-move rule</source>
        <translation>
            <numerusform>%1：自上次吃子或动兵以来已走了 %n 个半回合；达到 150 时，按 75 回合规则对局为和棋。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; from 100 either player may claim a draw (the 50-move rule), and it is 100 or more</source>
        <translation>
            <numerusform>%1：自上次吃子或动兵以来已走了 %n 个半回合；达到 100 时任何一方都可以要求和棋（50 回合规则），现在已达到 100 或以上。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no half moves since the last capture or pawn move: the last move was one (or the game has just begun)</source>
        <translation>%1：自上次吃子或动兵以来还没有走过半回合：上一步就是吃子或动兵（或者对局刚刚开始）。</translation>
    </message>
    <message>
        <source>%1: one half move since the last capture or pawn move; at 100 either player may claim a draw</source>
        <translation>%1：自上次吃子或动兵以来已走了 1 个半回合；达到 100 时任何一方都可以要求和棋。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n half moves since the last capture or pawn move; at 100 either player may claim a draw</source>
        <translation>
            <numerusform>%1：自上次吃子或动兵以来已走了 %n 个半回合；达到 100 时任何一方都可以要求和棋。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the fullmove number starts at 1; 0 is read as 1</source>
        <translation>%1：回合数从 1 开始；0 按 1 处理。</translation>
    </message>
    <message>
        <source>%1: move %2; it goes up by one after each Black move</source>
        <translation>%1：第 %2 回合；黑方每走一步，回合数加 1。</translation>
    </message>
    <message>
        <source>%1: white space before the FEN; it is ignored</source>
        <translation>%1：FEN 前面的空白字符，会被忽略。</translation>
    </message>
    <message>
        <source>%1: white space after the last field; it is ignored</source>
        <translation>%1：最后一个字段之后的空白字符，会被忽略。</translation>
    </message>
    <message>
        <source>%1: _ joins fields in the URL form of a FEN and is read as a space; field %2 (%3) ends and field %4 (%5) begins</source>
        <translation>%1：在 URL 形式的 FEN 中，_ 用来连接各字段，按空格处理；第 %2 字段（%3）到此结束，第 %4 字段（%5）从这里开始。</translation>
    </message>
    <message>
        <source>%1: the space between fields: field %2 (%3) ends and field %4 (%5) begins</source>
        <translation>%1：字段之间的空格：第 %2 字段（%3）到此结束，第 %4 字段（%5）从这里开始。</translation>
    </message>
    <message>
        <source>%1: this follows rank 1; a board has 8 ranks, so it cannot be read</source>
        <translation>%1：这部分位于第 1 横线之后；棋盘只有 8 条横线，因此无法读取。</translation>
    </message>
    <message>
        <source>%1: this part of rank %2 cannot be read: a rank holds piece letters (KQRBNP for White, kqrbnp for Black) and digits 1-8 for empty squares</source>
        <translation>%1：第 %2 横线的这一部分无法读取：横线中只能有棋子字母（白方为 KQRBNP，黑方为 kqrbnp）和表示空格子的数字 1-8。</translation>
    </message>
    <message>
        <source>%1 cannot be read: the side to move is w (White) or b (Black)</source>
        <translation>%1 无法读取：走棋方应为 w（白方）或 b（黑方）。</translation>
    </message>
    <message>
        <source>%1 cannot be read: castling is -, or the letters K, Q, k, q (or rook files A-H, a-h)</source>
        <translation>%1 无法读取：易位权字段应为 -，或字母 K、Q、k、q（或车所在的直线字母 A-H、a-h）。</translation>
    </message>
    <message>
        <source>%1 cannot be read: the en passant field is - or a square on rank 3 or 6</source>
        <translation>%1 无法读取：吃过路兵字段应为 -，或第 3、第 6 横线上的格子。</translation>
    </message>
    <message>
        <source>%1 cannot be read: the halfmove clock is a whole number from 0 to 9999</source>
        <translation>%1 无法读取：半回合计数应为 0 到 9999 的整数。</translation>
    </message>
    <message>
        <source>%1 cannot be read: the fullmove number is a whole number from 1 to 9999</source>
        <translation>%1 无法读取：回合数应为 1 到 9999 的整数。</translation>
    </message>
    <message>
        <source>%1: text past the sixth field; a FEN has six fields, so this is not read</source>
        <translation>%1：第六字段之后的文字；FEN 只有六个字段，因此这部分不会被读取。</translation>
    </message>
    <message>
        <source>Point at a part of the FEN, or put the cursor in it, to see what it means</source>
        <translation>将鼠标指向 FEN 的某一部分，或把光标放在其中，即可查看它的含义。</translation>
    </message>
    <message>
        <source>This FEN does not read as a whole, so the board does not follow it: %1</source>
        <translation>这个 FEN 整体无法读取，因此棋盘不会随之更新：%1。</translation>
    </message>
    <message>
        <source>The board is empty: each side needs at least its king</source>
        <translation>棋盘上没有棋子：每一方至少要有自己的王。</translation>
    </message>
    <message>
        <source>White has no king: every position needs one king of each colour</source>
        <translation>白方没有王：每个局面中双方都必须各有一个王。</translation>
    </message>
    <message>
        <source>Black has no king: every position needs one king of each colour</source>
        <translation>黑方没有王：每个局面中双方都必须各有一个王。</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings (%1): each side has exactly one</source>
        <translation>
            <numerusform>白方有 %n 个王（%1）：每一方只能有一个王。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings (%1): each side has exactly one</source>
        <translation>
            <numerusform>黑方有 %n 个王（%1）：每一方只能有一个王。</numerusform>
        </translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns never stand on rank 1 or 8, as a pawn reaching the last rank promotes</source>
        <translation>%1 上有兵：兵不可能位于第 1 或第 8 横线，因为兵走到底线就会升变。</translation>
    </message>
    <message>
        <source>Pawns stand on %1: pawns never stand on rank 1 or 8, as a pawn reaching the last rank promotes</source>
        <translation>%1 上有兵：兵不可能位于第 1 或第 8 横线，因为兵走到底线就会升变。</translation>
    </message>
    <message>
        <source>White&apos;s king is in check, yet Black is to move: White&apos;s last move cannot have left its own king in check (%1)</source>
        <translation>白王正被将军，却轮到黑方走棋：白方上一步不可能让自己的王留在被将军的状态（%1）。</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check, yet White is to move: Black&apos;s last move cannot have left its own king in check (%1)</source>
        <translation>黑王正被将军，却轮到白方走棋：黑方上一步不可能让自己的王留在被将军的状态（%1）。</translation>
    </message>
    <message>
        <source>The castling letter says White may still castle with the rook on %1, but no white rook stands there</source>
        <translation>易位字母表明白方仍可用 %1 的车易位，但那里没有白车。</translation>
    </message>
    <message>
        <source>The castling letter says Black may still castle with the rook on %1, but no black rook stands there</source>
        <translation>易位字母表明黑方仍可用 %1 的车易位，但那里没有黑车。</translation>
    </message>
    <message>
        <source>This castling right only makes sense in Chess960, where the king and rooks may start on other squares</source>
        <translation>这个易位权只在 Chess960 中才有意义，因为 Chess960 中王和车的初始位置可以在别的格。</translation>
    </message>
    <message>
        <source>This FEN has an en passant square, so the last move was a pawn&apos;s double step, yet the halfmove clock is %1: it should be 0</source>
        <translation>这个 FEN 有吃过路兵目标格，说明上一步是兵前进两格，但半回合计数却是 %1：应为 0。</translation>
    </message>
    <message>
        <source>The halfmove clock is %1, yet at move %2 with White to move fewer half moves than that have been played in the whole game</source>
        <translation>半回合计数为 %1，但到第 %2 回合、轮到白方走棋时，整盘棋走过的半回合数还不到这么多。</translation>
    </message>
    <message>
        <source>The halfmove clock is %1, yet at move %2 with Black to move fewer half moves than that have been played in the whole game</source>
        <translation>半回合计数为 %1，但到第 %2 回合、轮到黑方走棋时，整盘棋走过的半回合数还不到这么多。</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White has no king</source>
        <translation>按这个 FEN，白方仍有易位权，但白方没有王。</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black has no king</source>
        <translation>按这个 FEN，黑方仍有易位权，但黑方没有王。</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but the king and its castling rook stand on the wrong sides of each other (%1): the king stands between its castling rooks</source>
        <translation>按这个 FEN，白方仍有易位权，但王和用于易位的车相对位置不对（%1）：王应位于两个易位用的车之间。</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but the king and its castling rook stand on the wrong sides of each other (%1): the king stands between its castling rooks</source>
        <translation>按这个 FEN，黑方仍有易位权，但王和用于易位的车相对位置不对（%1）：王应位于两个易位用的车之间。</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White&apos;s king stands on %1, not on rank 1: a king that has moved may no longer castle</source>
        <translation>按这个 FEN，白方仍有易位权，但白王位于 %1，不在第 1 横线：王一旦走动过，就不能再易位。</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black&apos;s king stands on %1, not on rank 8: a king that has moved may no longer castle</source>
        <translation>按这个 FEN，黑方仍有易位权，但黑王位于 %1，不在第 8 横线：王一旦走动过，就不能再易位。</translation>
    </message>
    <message>
        <source>The en passant square %1 says a white pawn has just moved, yet White is to move: after White&apos;s move it is Black&apos;s turn</source>
        <translation>吃过路兵目标格 %1 表明白兵刚刚走过，却轮到白方走棋：白方走完后应轮到黑方。</translation>
    </message>
    <message>
        <source>The en passant square %1 says a black pawn has just moved, yet Black is to move: after Black&apos;s move it is White&apos;s turn</source>
        <translation>吃过路兵目标格 %1 表明黑兵刚刚走过，却轮到黑方走棋：黑方走完后应轮到白方。</translation>
    </message>
    <message>
        <source>The en passant square %1 says a white pawn has just moved from %2 to %3, but no white pawn stands on %3</source>
        <translation>吃过路兵目标格 %1 表明白兵刚从 %2 走到 %3，但 %3 上没有白兵。</translation>
    </message>
    <message>
        <source>The en passant square %1 says a black pawn has just moved from %2 to %3, but no black pawn stands on %3</source>
        <translation>吃过路兵目标格 %1 表明黑兵刚从 %2 走到 %3，但 %3 上没有黑兵。</translation>
    </message>
    <message>
        <source>The en passant square %1 is occupied, yet a pawn has just passed over it</source>
        <translation>吃过路兵目标格 %1 上有棋子，但它表明刚有兵越过该格。</translation>
    </message>
    <message>
        <source>%1 is occupied, yet the pawn that passed %2 has just left it</source>
        <translation>%1 上有棋子，但越过 %2 的兵应该刚从这里离开。</translation>
    </message>
    <message>
        <source>The en passant square %1 does not fit the board</source>
        <translation>吃过路兵目标格 %1 与棋盘上的局面不符。</translation>
    </message>
    <message>
        <source>%1: a castling right for White with the rook on %2</source>
        <translation>%1：白方用 %2 的车易位的权利。</translation>
    </message>
    <message>
        <source>%1: a castling right for Black with the rook on %2</source>
        <translation>%1：黑方用 %2 的车易位的权利。</translation>
    </message>
    <message>
        <source>White may still castle by this FEN, but White&apos;s king stands on the a- or h-file (%1): in ordinary chess it starts on e1, in Chess960 between its rooks on b1-g1, so this right cannot come from any game</source>
        <translation>按这个 FEN，白方仍可易位，但白王位于 a 直线或 h 直线（%1）：普通国际象棋中王从 e1 开始，Chess960 中王在 b1-g1 之间、两个车的中间开始，所以任何对局都不可能产生这项易位权。</translation>
    </message>
    <message>
        <source>Black may still castle by this FEN, but Black&apos;s king stands on the a- or h-file (%1): in ordinary chess it starts on e8, in Chess960 between its rooks on b8-g8, so this right cannot come from any game</source>
        <translation>按这个 FEN，黑方仍可易位，但黑王位于 a 直线或 h 直线（%1）：普通国际象棋中王从 e8 开始，Chess960 中王在 b8-g8 之间、两个车的中间开始，所以任何对局都不可能产生这项易位权。</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the %1 on %2 is in the way.</source>
        <extracomment>%1 a piece name such as &quot;white knight&quot;, %2 its square</extracomment>
        <translation>现在还不能向这一侧易位：%2 上的%1挡住了去路。</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the king is in check.</source>
        <translation>现在还不能向这一侧易位：王正被将军。</translation>
    </message>
    <message>
        <source>Castling that way is not possible right now: the king would cross or land on %1, which the other side attacks.</source>
        <translation>现在还不能向这一侧易位：王要经过或到达的 %1 正受对方攻击。</translation>
    </message>
    <message>
        <source>The right stays in the FEN even so: it only records that the king and this rook have not moved, and castling becomes possible again once the way is clear.</source>
        <translation>尽管如此，易位权仍保留在 FEN 中：它只记录王和这个车还没有动过；等去路畅通，就又可以易位了。</translation>
    </message>
    <message>
        <source>%1: no en passant square is written, although a white pawn has just moved two squares, passing %2: no black pawn can take it en passant, so the FEN leaves the square out (written always, it would say %2)</source>
        <translation>%1：白兵刚前进两格、越过了 %2，但这里没有写吃过路兵目标格：没有黑兵能吃过路兵吃掉它，所以 FEN 省略了这一格（若选“总是写出”，这里会写 %2）。</translation>
    </message>
    <message>
        <source>%1: no en passant square is written, although a black pawn has just moved two squares, passing %2: no white pawn can take it en passant, so the FEN leaves the square out (written always, it would say %2)</source>
        <translation>%1：黑兵刚前进两格、越过了 %2，但这里没有写吃过路兵目标格：没有白兵能吃过路兵吃掉它，所以 FEN 省略了这一格（若选“总是写出”，这里会写 %2）。</translation>
    </message>
    <message>
        <source>The black pawn on %1 can take it now.</source>
        <translation>%1 上的黑兵现在可以吃掉它。</translation>
    </message>
    <message>
        <source>The white pawn on %1 can take it now.</source>
        <translation>%1 上的白兵现在可以吃掉它。</translation>
    </message>
    <message>
        <source>The black pawn on %1 may not take it: the capture would leave the king on %2 in check from the %3 on %4.</source>
        <extracomment>%1 the capturing pawn&apos;s square, %2 its king&apos;s square, %3 a piece name such as &quot;white rook&quot;, %4 its square</extracomment>
        <translation>%1 上的黑兵不能吃它：吃了之后，%2 上的王会被 %4 上的%3将军。</translation>
    </message>
    <message>
        <source>The white pawn on %1 may not take it: the capture would leave the king on %2 in check from the %3 on %4.</source>
        <translation>%1 上的白兵不能吃它：吃了之后，%2 上的王会被 %4 上的%3将军。</translation>
    </message>
    <message>
        <source>The black pawn on %1 may not take it now.</source>
        <translation>%1 上的黑兵现在不能吃它。</translation>
    </message>
    <message>
        <source>The white pawn on %1 may not take it now.</source>
        <translation>%1 上的白兵现在不能吃它。</translation>
    </message>
    <message>
        <source>No black pawn stands beside it to take it, so this en passant square changes nothing in this position.</source>
        <translation>它旁边没有能吃它的黑兵，所以这个吃过路兵目标格对本局面没有任何影响。</translation>
    </message>
    <message>
        <source>No white pawn stands beside it to take it, so this en passant square changes nothing in this position.</source>
        <translation>它旁边没有能吃它的白兵，所以这个吃过路兵目标格对本局面没有任何影响。</translation>
    </message>
    <message>
        <source>So no pawn can take en passant now, and this en passant square changes nothing in this position.</source>
        <translation>因此现在没有兵能吃过路兵，这个吃过路兵目标格对本局面没有任何影响。</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>the moves stop at the start</source>
        <translation>着法从开头就中断了</translation>
    </message>
    <message>
        <source>the moves stop after %1</source>
        <translation>着法在 %1 之后中断</translation>
    </message>
    <message>
        <source>The FEN tag %1 cannot be read: no moves are played</source>
        <translation>无法读取 FEN 标签 %1，因此一步着法也没有走</translation>
    </message>
    <message>
        <source>%1 is no move: %2</source>
        <translation>%1 不是着法；%2</translation>
    </message>
    <message>
        <source>Illegal move %1: %2</source>
        <translation>非法着法 %1；%2</translation>
    </message>
    <message>
        <source>%1 fits more than one legal move: %2</source>
        <translation>%1 可以对应不止一步合法着法；%2</translation>
    </message>
    <message>
        <source>A comment opened with { is not closed</source>
        <translation>以 { 开始的注释没有闭合</translation>
    </message>
    <message>
        <source>A variation opened with ( is not closed</source>
        <translation>以 ( 开始的变着没有闭合</translation>
    </message>
    <message>
        <source>A ) closes no variation</source>
        <translation>有一个 ) 没有可闭合的变着</translation>
    </message>
    <message>
        <source>The tag %1 has no closing quote: it is read to the end of its line</source>
        <translation>标签 %1 缺少结尾的引号，已读到该行末尾</translation>
    </message>
</context>
<context>
    <name>LookOptions</name>
    <message>
        <source>The piece set: staunton (default), modern, font, an installed set&apos;s name as View &gt; Pieces lists it, or a folder of wK.svg ... bP.svg.</source>
        <translation>棋子样式：staunton（默认）、modern、font、“视图 &gt; 棋子”菜单中列出的已安装样式名称，或包含 wK.svg … bP.svg 的文件夹。</translation>
    </message>
    <message>
        <source>The board&apos;s colours: brown (default), blue, green, grey or contrast.</source>
        <translation>棋盘配色：brown（默认）、blue、green、grey 或 contrast。</translation>
    </message>
    <message>
        <source>no board theme &quot;%1&quot;; there are %2</source>
        <translation>没有名为“%1”的棋盘配色；可用的有：%2</translation>
    </message>
    <message>
        <source>%1 does not hold a piece set: it needs wK.svg ... bP.svg (or xboard&apos;s WhiteKing.svg ...)</source>
        <translation>%1 中没有棋子样式：需要齐全的 wK.svg … bP.svg（或 xboard 的 WhiteKing.svg …）</translation>
    </message>
    <message>
        <source>no piece set &quot;%1&quot;</source>
        <translation>没有名为“%1”的棋子样式</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation>%1 中没有局面</translation>
    </message>
    <message>
        <source>%1 holds no FEN: it has no line that is not empty</source>
        <translation>%1 中没有 FEN：文件中没有非空行</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a folder, a named pipe or a device)</source>
        <translation>无法打开 %1：它不是普通文件（而是文件夹、命名管道或设备）</translation>
    </message>
    <message>
        <source>%1. Nothing was opened.</source>
        <translation>%1。未打开任何内容。</translation>
    </message>
    <message>
        <source>Cannot open %1: at %2 MB it is larger than the %3 MB a collection may have</source>
        <translation>无法打开 %1：文件大小为 %2 MB，超过了合集允许的上限 %3 MB</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a text file (it holds binary data)</source>
        <translation>无法打开 %1：这不是文本文件（其中含有二进制数据）</translation>
    </message>
    <message>
        <source>The position to open: a FEN (quoted), a .fen, .epd, .pgn or puzzle .csv file, or a picture of a board (PNG, JPEG, WebP, BMP, TIFF) to read; each further file opens in a window of its own.</source>
        <translation>要打开的局面：加引号的 FEN，.fen、.epd、.pgn、谜题 .csv 文件，或要识别的棋盘图片（PNG、JPEG、WebP、BMP、TIFF）；其余文件各自在新窗口中打开。</translation>
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
        <translation>Forsyth，国际象棋局面编辑器。

无需图形界面的子命令：
  forsyth check [--strict] [--json] [FEN ...]   检查 FEN（参见 forsyth check --help）
  forsyth perft [--progress] FEN DEPTH          统计合法着法树的叶节点数
  forsyth positions FILE... [--ply start|end|N] [--json]
                                                每条记录输出一行 FEN（参见 forsyth positions --help）
  forsyth solve [FEN] --mate N|--helpmate N|--selfmate N [--json] [--max-seconds S]
                                                证明排局的关键着（参见 forsyth solve --help）
  forsyth render FEN -o out.png|out.svg         绘制棋盘（参见 forsyth render --help）
  forsyth read-image IMAGE... [--json]          读取图片中棋盘的 FEN
  forsyth worksheet FILE... -o sheet.pdf [--per-page N] [--answers] [--fen] [--lang en|ko|zh_CN]
                                                生成 PDF 练习单（参见 forsyth worksheet --help）</translation>
    </message>
    <message>
        <source>no display found; the editor needs one. check, perft, positions, solve, read-image, render and worksheet work without a display.</source>
        <translation>未找到显示环境；编辑器需要图形显示才能运行。check、perft、positions、solve、read-image、render 和 worksheet 无需显示环境也能使用。</translation>
    </message>
    <message>
        <source>Cannot open %1: it looks like UTF-16 text without a byte order mark. Saved again as UTF-8, or as UTF-16 with its mark (Notepad&apos;s &quot;Unicode&quot;), it opens</source>
        <translation>无法打开 %1：它看起来是没有字节顺序标记（BOM）的 UTF-16 文本。另存为 UTF-8，或带 BOM 的 UTF-16（记事本中的“Unicode”）后即可打开</translation>
    </message>
    <message>
        <source>Cannot open %1: its UTF-16 text is damaged at byte %2 (half a character)</source>
        <translation>无法打开 %1：其 UTF-16 文本在第 %2 字节处损坏（半个字符）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Printing is not available: the print module (%1) was not found beside Forsyth (%2).</source>
        <translation>无法打印：在 Forsyth（%2）旁边找不到打印模块（%1）。</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>No white king</source>
        <translation>没有白王</translation>
    </message>
    <message>
        <source>No black king</source>
        <translation>没有黑王</translation>
    </message>
    <message>
        <source>The white king is not on rank 1</source>
        <translation>白王不在第 1 横线</translation>
    </message>
    <message>
        <source>The black king is not on rank 8</source>
        <translation>黑王不在第 8 横线</translation>
    </message>
    <message>
        <source>No white rook on the king&apos;s side of the king on rank 1</source>
        <translation>第 1 横线上白王的王翼一侧没有白车</translation>
    </message>
    <message>
        <source>No white rook on the queen&apos;s side of the king on rank 1</source>
        <translation>第 1 横线上白王的后翼一侧没有白车</translation>
    </message>
    <message>
        <source>No black rook on the king&apos;s side of the king on rank 8</source>
        <translation>第 8 横线上黑王的王翼一侧没有黑车</translation>
    </message>
    <message>
        <source>No black rook on the queen&apos;s side of the king on rank 8</source>
        <translation>第 8 横线上黑王的后翼一侧没有黑车</translation>
    </message>
    <message>
        <source>%1 is not on rank 6, where a black pawn&apos;s double step passes</source>
        <translation>%1 不在第 6 横线，而黑兵前进两格时越过的格子在第 6 横线</translation>
    </message>
    <message>
        <source>%1 is not on rank 3, where a white pawn&apos;s double step passes</source>
        <translation>%1 不在第 3 横线，而白兵前进两格时越过的格子在第 3 横线</translation>
    </message>
    <message>
        <source>%1: no black pawn in front of it that could just have passed it</source>
        <translation>%1：其前方没有可能刚刚越过该格的黑兵</translation>
    </message>
    <message>
        <source>%1: no white pawn in front of it that could just have passed it</source>
        <translation>%1：其前方没有可能刚刚越过该格的白兵</translation>
    </message>
    <message>
        <source>%1 is occupied, so no pawn can just have passed it</source>
        <translation>%1 上有棋子，因此不可能有兵刚刚越过该格</translation>
    </message>
    <message>
        <source>The square behind %1 is occupied, so no pawn can just have left it</source>
        <translation>%1 后方的格子上有棋子，因此不可能有兵刚从那里出发</translation>
    </message>
    <message>
        <source>Only squares a black pawn could just have passed with a double step are offered:
on rank 6, with a black pawn in front of it on rank 5,
the square itself and the one behind it on rank 7 empty.</source>
        <translation>只列出黑兵刚刚前进两格时可能越过的格子：
位于第 6 横线，其前方第 5 横线上有黑兵，
且该格及其后方第 7 横线上的格子都为空。</translation>
    </message>
    <message>
        <source>Only squares a white pawn could just have passed with a double step are offered:
on rank 3, with a white pawn in front of it on rank 4,
the square itself and the one behind it on rank 2 empty.</source>
        <translation>只列出白兵刚刚前进两格时可能越过的格子：
位于第 3 横线，其前方第 4 横线上有白兵，
且该格及其后方第 2 横线上的格子都为空。</translation>
    </message>
    <message>
        <source>Not a legal chess position</source>
        <translation>不是合法的国际象棋局面</translation>
    </message>
    <message>
        <source>Checkmate: White is mated</source>
        <translation>将杀：白方被将杀</translation>
    </message>
    <message>
        <source>Checkmate: Black is mated</source>
        <translation>将杀：黑方被将杀</translation>
    </message>
    <message>
        <source>Stalemate: White to move has no legal move</source>
        <translation>逼和：轮到白方走棋，但无合法着法</translation>
    </message>
    <message>
        <source>Stalemate: Black to move has no legal move</source>
        <translation>逼和：轮到黑方走棋，但无合法着法</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>白方走棋，正被将军</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>黑方走棋，正被将军</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>75-move rule: drawn</source>
        <translation>75 回合规则：和棋</translation>
    </message>
    <message>
        <source>50-move draw can be claimed</source>
        <translation>可按 50 回合规则要求和棋</translation>
    </message>
    <message>
        <source>Lichess: refuses it. %1</source>
        <translation>Lichess：不接受，原因：%1</translation>
    </message>
    <message>
        <source>castling %1</source>
        <translation>易位权 %1</translation>
    </message>
    <message>
        <source>en passant %1</source>
        <translation>吃过路兵 %1</translation>
    </message>
    <message>
        <source>halfmove clock %1</source>
        <translation>半回合计数 %1</translation>
    </message>
    <message>
        <source>fullmove number %1</source>
        <translation>回合数 %1</translation>
    </message>
    <message>
        <source>Lichess: accepts</source>
        <translation>Lichess：接受</translation>
    </message>
    <message>
        <source>Lichess: accepts but would change %1</source>
        <translation>Lichess：接受，但会更改 %1</translation>
    </message>
    <message>
        <source>Field %1 (%2)</source>
        <translation>第 %1 字段（%2）</translation>
    </message>
    <message>
        <source>Rank %1, square %2</source>
        <translation>第 %1 横线，%2 格</translation>
    </message>
    <message>
        <source>Rank %1, after its 8 squares</source>
        <translation>第 %1 横线，8 个格之后</translation>
    </message>
    <message>
        <source>%1: %2 counts no squares; use a digit 1-8 for empty squares</source>
        <translation>%1：%2 不表示任何格数；空格子请用数字 1-8 表示</translation>
    </message>
    <message>
        <source>%1: the promotion marker ~ must follow a piece letter</source>
        <translation>%1：升变标记 ~ 必须紧跟在棋子字母之后</translation>
    </message>
    <message>
        <source>%1: %2 is no piece letter (KQRBNP, kqrbnp), digit 1-8 or /</source>
        <translation>%1：%2 既不是棋子字母（KQRBNP、kqrbnp），也不是数字 1-8 或 /</translation>
    </message>
    <message>
        <source>Rank %1: adjacent digits %2; strict mode wants one digit for a run of empty squares</source>
        <translation>第 %1 横线：相邻数字 %2；严格模式要求连续的空格子只用一个数字表示</translation>
    </message>
    <message>
        <source>Rank %1 (%2) has %3 squares; a rank has 8</source>
        <translation>第 %1 横线（%2）有 %3 格；一条横线应有 8 格</translation>
    </message>
    <message>
        <source>Rank %1 is empty; a rank has 8 squares</source>
        <translation>第 %1 横线的内容为空；一条横线应有 8 格</translation>
    </message>
    <message>
        <source>Rank %1 (%2) covers only %3 of its 8 squares</source>
        <translation>第 %1 横线（%2）只描述了 8 格中的 %3 格</translation>
    </message>
    <message>
        <source>The placement has %1 ranks (%2 is too much); a board has 8</source>
        <translation>棋子位置有 %1 条横线（%2 是多余的）；棋盘只有 8 条</translation>
    </message>
    <message>
        <source>The placement has only %1 of the 8 ranks</source>
        <translation>棋子位置只有 8 条横线中的 %1 条</translation>
    </message>
    <message>
        <source>Rank 1 %1 runs into the next field: a space is missing before %2</source>
        <translation>第 1 横线 %1 与下一字段连在了一起：%2 前缺少空格</translation>
    </message>
    <message>
        <source>%1…&quot; (%2 bytes)</source>
        <translation>%1…&quot;（%2 字节）</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>棋子位置</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>castling</source>
        <translation>易位权</translation>
    </message>
    <message>
        <source>en passant</source>
        <translation>吃过路兵</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>半回合计数</translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>extra field</source>
        <translation>多余字段</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Nothing to read: the text is empty or only white space</source>
        <translation>没有可读取的内容：文本为空或只有空白字符</translation>
    </message>
    <message>
        <source>%1 follows the sixth field; a FEN has at most 6 fields</source>
        <translation>第六字段之后还有 %1；FEN 最多有 6 个字段</translation>
    </message>
    <message>
        <source>%1 is %2; expected w or b</source>
        <translation>%1 为 %2；应为 w 或 b</translation>
    </message>
    <message>
        <source>%1 is %2; strict mode wants lower case w or b</source>
        <translation>%1 为 %2；严格模式要求小写的 w 或 b</translation>
    </message>
    <message>
        <source>%1: - stands alone; it cannot go with castling letters</source>
        <translation>%1：- 只能单独使用，不能与易位字母同时出现</translation>
    </message>
    <message>
        <source>%1: %2 is no castling letter; expected -, KQkq or files A-H, a-h</source>
        <translation>%1：%2 不是易位字母；应为 -、KQkq 或直线字母 A-H、a-h</translation>
    </message>
    <message>
        <source>%1: %2 would give White a third castling right; a king has two at most</source>
        <translation>%1：%2 会使白方拥有第三个易位权；每个王最多只有两个</translation>
    </message>
    <message>
        <source>%1: %2 would give Black a third castling right; a king has two at most</source>
        <translation>%1：%2 会使黑方拥有第三个易位权；每个王最多只有两个</translation>
    </message>
    <message>
        <source>%1: %2 names a second rook on a side of the king that already has one</source>
        <translation>%1：%2 在王的同一侧指定了第二个车，而该侧已经有一个</translation>
    </message>
    <message>
        <source>%1 is %2; expected - or a square such as e3</source>
        <translation>%1 为 %2；应为 - 或格子坐标（如 e3）</translation>
    </message>
    <message>
        <source>%1 is %2; an en-passant square is on rank 3 or 6</source>
        <translation>%1 为 %2；吃过路兵目标格只能在第 3 或第 6 横线</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number 0-9999</source>
        <translation>%1 为 %2；应为 0-9999 的整数</translation>
    </message>
    <message>
        <source>%1: cannot read %2</source>
        <translation>%1：无法读取 %2</translation>
    </message>
    <message>
        <source>Field 6 (fullmove number) missing; read as 1</source>
        <translation>缺少第 6 字段（回合数）；按 1 处理</translation>
    </message>
    <message>
        <source>Fields %1-6 missing; read as &quot;%2&quot;</source>
        <translation>缺少第 %1-6 字段；按“%2”处理</translation>
    </message>
    <message>
        <source>Fields joined by _ (the URL form); read as spaces</source>
        <translation>各字段以 _ 连接（URL 形式）；按空格处理</translation>
    </message>
    <message>
        <source>Adjacent digits %1 read as %2 empty squares</source>
        <translation>相邻数字 %1 按 %2 个空格子处理</translation>
    </message>
    <message>
        <source>Promotion marker ~ after %1 ignored</source>
        <translation>已忽略 %1 后的升变标记 ~</translation>
    </message>
    <message>
        <source>Side to move %1 read as %2</source>
        <translation>走棋方 %1 按 %2 处理</translation>
    </message>
    <message>
        <source>Fullmove number 0 read as 1</source>
        <translation>回合数 0 按 1 处理</translation>
    </message>
    <message>
        <source>Castling right %1 given twice; read once</source>
        <translation>易位权 %1 重复出现；只计一次</translation>
    </message>
    <message>
        <source>Repaired %1</source>
        <translation>已修复 %1</translation>
    </message>
    <message>
        <source>The board is empty</source>
        <translation>棋盘上没有棋子</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>白方没有王</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>黑方没有王</translation>
    </message>
    <message>
        <source>White has %1 kings: %2</source>
        <translation>白方有 %1 个王：%2</translation>
    </message>
    <message>
        <source>Black has %1 kings: %2</source>
        <translation>黑方有 %1 个王：%2</translation>
    </message>
    <message>
        <source>Pawn on a back rank: %1</source>
        <translation>兵位于底线：%1</translation>
    </message>
    <message>
        <source>Pawns on a back rank: %1</source>
        <translation>兵位于底线：%1</translation>
    </message>
    <message>
        <source>White is in check while Black is to move: %1</source>
        <translation>轮到黑方走棋，但白方正被将军：%1</translation>
    </message>
    <message>
        <source>Black is in check while White is to move: %1</source>
        <translation>轮到白方走棋，但黑方正被将军：%1</translation>
    </message>
    <message>
        <source>White has more than 8 pawns</source>
        <translation>白方的兵超过 8 个</translation>
    </message>
    <message>
        <source>Black has more than 8 pawns</source>
        <translation>黑方的兵超过 8 个</translation>
    </message>
    <message>
        <source>White has more than 16 pieces</source>
        <translation>白方棋子超过 16 个</translation>
    </message>
    <message>
        <source>Black has more than 16 pieces</source>
        <translation>黑方棋子超过 16 个</translation>
    </message>
    <message>
        <source>White has more promoted pieces than missing pawns</source>
        <translation>白方升变而来的棋子多于其缺少的兵</translation>
    </message>
    <message>
        <source>Black has more promoted pieces than missing pawns</source>
        <translation>黑方升变而来的棋子多于其缺少的兵</translation>
    </message>
    <message>
        <source>No single move can give this check: %1</source>
        <translation>任何一步棋都无法形成这样的将军：%1</translation>
    </message>
    <message>
        <source>The double pawn push the en-passant square says was just played cannot give this check: %1</source>
        <translation>吃过路兵目标格表明上一步是兵前进两格，但这步棋无法形成这样的将军：%1</translation>
    </message>
    <message>
        <source>Castling right %1: no white rook on %2</source>
        <translation>易位权 %1：%2 上没有白车</translation>
    </message>
    <message>
        <source>Castling right %1: no black rook on %2</source>
        <translation>易位权 %1：%2 上没有黑车</translation>
    </message>
    <message>
        <source>White may castle but has no king</source>
        <translation>白方有易位权，但没有王</translation>
    </message>
    <message>
        <source>Black may castle but has no king</source>
        <translation>黑方有易位权，但没有王</translation>
    </message>
    <message>
        <source>White&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation>白方用于易位的车位于王的错误一侧：%1</translation>
    </message>
    <message>
        <source>Black&apos;s castling rook is on the wrong side of its king: %1</source>
        <translation>黑方用于易位的车位于王的错误一侧：%1</translation>
    </message>
    <message>
        <source>White may castle but its king is not on rank 1: %1</source>
        <translation>白方有易位权，但王不在第 1 横线：%1</translation>
    </message>
    <message>
        <source>Black may castle but its king is not on rank 8: %1</source>
        <translation>黑方有易位权，但王不在第 8 横线：%1</translation>
    </message>
    <message>
        <source>En-passant square %1 is not plausible: no pawn can just have passed it</source>
        <translation>吃过路兵目标格 %1 不合理：不可能有兵刚刚越过该格</translation>
    </message>
    <message>
        <source>The halfmove clock is not 0, yet the en-passant square says a pawn just moved</source>
        <translation>半回合计数不为 0，但吃过路兵目标格表明刚刚有兵走动</translation>
    </message>
    <message>
        <source>The halfmove clock counts more plies than the fullmove number allows</source>
        <translation>半回合计数超过了回合数所允许的半回合数</translation>
    </message>
    <message>
        <source>En-passant square %1: no legal en-passant capture</source>
        <translation>吃过路兵目标格 %1：没有合法的吃过路兵着法</translation>
    </message>
    <message>
        <source>50-move rule: either side may claim a draw</source>
        <translation>50 回合规则：任何一方都可以要求和棋</translation>
    </message>
    <message>
        <source>75-move rule: the game is drawn</source>
        <translation>75 回合规则：对局为和棋</translation>
    </message>
    <message>
        <source>White&apos;s castling rights read as Chess960: %1</source>
        <translation>白方易位权按 Chess960 解读：%1</translation>
    </message>
    <message>
        <source>Black&apos;s castling rights read as Chess960: %1</source>
        <translation>黑方易位权按 Chess960 解读：%1</translation>
    </message>
    <message>
        <source>White is in check</source>
        <translation>白方被将军</translation>
    </message>
    <message>
        <source>Black is in check</source>
        <translation>黑方被将军</translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation>白方被将杀</translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation>黑方被将杀</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move</source>
        <translation>逼和：白方无合法着法</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move</source>
        <translation>逼和：黑方无合法着法</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can mate</source>
        <translation>子力不足：双方都无法将杀对方</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between squares in a list: &quot;e1, h1&quot;</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>White O-O (%1)</source>
        <translation>白方短易位（%1）</translation>
    </message>
    <message>
        <source>Black O-O (%1)</source>
        <translation>黑方短易位（%1）</translation>
    </message>
    <message>
        <source>White O-O-O (%1)</source>
        <translation>白方长易位（%1）</translation>
    </message>
    <message>
        <source>Black O-O-O (%1)</source>
        <translation>黑方长易位（%1）</translation>
    </message>
    <message>
        <source>En passant square %1 dropped: an en passant square is on rank 3 or 6</source>
        <translation>已去掉吃过路兵目标格 %1：吃过路兵目标格只能在第 3 或第 6 横线上</translation>
    </message>
    <message>
        <source>Castling right %1 names a second rook on the same side of the king: one right is kept, the outer rook&apos;s that stands there, as Lichess keeps it</source>
        <translation>易位权 %1 指向王同一侧的第二个车：只保留一项，即实际站在那里的外侧车的易位权，与 Lichess 的做法相同</translation>
    </message>
    <message>
        <source>Three-check counters %1 ignored: Forsyth edits standard chess</source>
        <translation>已忽略三将计数 %1：Forsyth 只编辑标准国际象棋</translation>
    </message>
    <message>
        <source>Crazyhouse pieces in hand %1 ignored: Forsyth edits standard chess</source>
        <translation>已忽略疯狂屋的手中棋子 %1：Forsyth 只编辑标准国际象棋</translation>
    </message>
    <message>
        <source>No white rook on h1</source>
        <translation>h1 上没有白车</translation>
    </message>
    <message>
        <source>No white rook on a1</source>
        <translation>a1 上没有白车</translation>
    </message>
    <message>
        <source>No black rook on h8</source>
        <translation>h8 上没有黑车</translation>
    </message>
    <message>
        <source>No black rook on a8</source>
        <translation>a8 上没有黑车</translation>
    </message>
    <message>
        <source>The white king is on the a- or h-file: no game, Chess960 included, starts it there</source>
        <translation>白王位于 a 直线或 h 直线：包括 Chess960 在内，任何对局的王都不会从那里开始</translation>
    </message>
    <message>
        <source>The black king is on the a- or h-file: no game, Chess960 included, starts it there</source>
        <translation>黑王位于 a 直线或 h 直线：包括 Chess960 在内，任何对局的王都不会从那里开始</translation>
    </message>
    <message>
        <source>White may castle, but its king is on the a- or h-file, where no game starts it: %1</source>
        <translation>白方有易位权，但白王位于任何对局都不会作为起始位置的 a 直线或 h 直线：%1</translation>
    </message>
    <message>
        <source>Black may castle, but its king is on the a- or h-file, where no game starts it: %1</source>
        <translation>黑方有易位权，但黑王位于任何对局都不会作为起始位置的 a 直线或 h 直线：%1</translation>
    </message>
    <message>
        <source>The white king is not on e1: castling from another square is Chess960&apos;s: tick Chess960 to allow it</source>
        <translation>白王不在 e1：从其他格易位是 Chess960 的规则，勾选 Chess960 即可允许</translation>
    </message>
    <message>
        <source>The black king is not on e8: castling from another square is Chess960&apos;s: tick Chess960 to allow it</source>
        <translation>黑王不在 e8：从其他格易位是 Chess960 的规则，勾选 Chess960 即可允许</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>the separator between the reasons Lichess refuses a position for</extracomment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>MoveExplanation</name>
    <message>
        <source>a rook</source>
        <translation>车</translation>
    </message>
    <message>
        <source>a bishop</source>
        <translation>象</translation>
    </message>
    <message>
        <source>a knight</source>
        <translation>马</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>后</translation>
    </message>
    <message>
        <source>%1 to %2: the white king castled on the king&apos;s side, the rook went from %3 to %4</source>
        <extracomment>%1 and %2 are the king&apos;s squares (e1, g1), %3 and %4 the rook&apos;s (h1, f1)</extracomment>
        <translation>%1 到 %2：白方王翼易位，车从 %3 走到 %4。</translation>
    </message>
    <message>
        <source>%1 to %2: the white king castled on the queen&apos;s side, the rook went from %3 to %4</source>
        <translation>%1 到 %2：白方后翼易位，车从 %3 走到 %4。</translation>
    </message>
    <message>
        <source>%1 to %2: the black king castled on the king&apos;s side, the rook went from %3 to %4</source>
        <translation>%1 到 %2：黑方王翼易位，车从 %3 走到 %4。</translation>
    </message>
    <message>
        <source>%1 to %2: the black king castled on the queen&apos;s side, the rook went from %3 to %4</source>
        <translation>%1 到 %2：黑方后翼易位，车从 %3 走到 %4。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4 on %5 en passant</source>
        <extracomment>%3 and %4 are piece names (&quot;white pawn&quot;), %5 the square of the pawn taken</extracomment>
        <translation>%1 到 %2：%3吃过路兵，吃掉了 %5 的%4。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4 and became %5</source>
        <extracomment>%3 and %4 are piece names (&quot;white pawn&quot;, &quot;black rook&quot;), %5 &quot;a queen&quot;, &quot;a knight&quot;, ...</extracomment>
        <translation>%1 到 %2：%3吃掉%4，并升变为%5。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 reached the last rank and became %4</source>
        <extracomment>%3 is a piece name (&quot;white pawn&quot;), %4 &quot;a queen&quot;, &quot;a knight&quot;, ...</extracomment>
        <translation>%1 到 %2：%3走到底线，升变为%4。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 took the %4</source>
        <extracomment>%3 and %4 are piece names (&quot;white knight&quot;, &quot;black pawn&quot;)</extracomment>
        <translation>%1 到 %2：%3吃掉%4。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 moved two squares</source>
        <extracomment>%3 is a piece name (&quot;white pawn&quot;)</extracomment>
        <translation>%1 到 %2：%3前进两格。</translation>
    </message>
    <message>
        <source>%1 to %2: the %3 moved</source>
        <extracomment>%3 is a piece name (&quot;white knight&quot;)</extracomment>
        <translation>%1 到 %2：走动的是%3。</translation>
    </message>
    <message>
        <source>w to b: Black is to move</source>
        <extracomment>the side-to-move field of the FEN went from w to b</extracomment>
        <translation>w 变为 b：轮到黑方走棋。</translation>
    </message>
    <message>
        <source>b to w: White is to move</source>
        <translation>b 变为 w：轮到白方走棋。</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the white king castled</source>
        <extracomment>%1 and %2 are castling letters of the FEN (K and Q)</extracomment>
        <translation>%1、%2 失效：白方已经易位。</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the black king castled</source>
        <translation>%1、%2 失效：黑方已经易位。</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the white king moved</source>
        <translation>%1、%2 失效：白王走动了。</translation>
    </message>
    <message>
        <source>%1 and %2 gone: the black king moved</source>
        <translation>%1、%2 失效：黑王走动了。</translation>
    </message>
    <message>
        <source>%1 gone: the white king moved</source>
        <translation>%1 失效：白王走动了。</translation>
    </message>
    <message>
        <source>%1 gone: the black king moved</source>
        <translation>%1 失效：黑王走动了。</translation>
    </message>
    <message>
        <source>%1 gone: the white king castled</source>
        <translation>%1 失效：白方已经易位。</translation>
    </message>
    <message>
        <source>%1 gone: the black king castled</source>
        <translation>%1 失效：黑方已经易位。</translation>
    </message>
    <message>
        <source>%1 gone: the rook on %2 moved</source>
        <extracomment>%1 is a castling letter of the FEN (K, Q, k or q), %2 a square</extracomment>
        <translation>%1 失效：%2 的车走动了。</translation>
    </message>
    <message>
        <source>%1 gone: the rook on %2 was captured</source>
        <translation>%1 失效：%2 的车被吃掉了。</translation>
    </message>
    <message>
        <source>%1 gone: a piece moved onto %2, the rook&apos;s square</source>
        <translation>%1 失效：有棋子走到了易位车所在的 %2。</translation>
    </message>
    <message>
        <source>ep %1: the pawn passed %1</source>
        <extracomment>ep is the en passant field of the FEN; %1 is the square the pawn passed</extracomment>
        <translation>吃过路兵目标格变为 %1：兵越过了 %1。</translation>
    </message>
    <message>
        <source>ep back to -: no pawn has just moved two squares</source>
        <translation>吃过路兵目标格变回 -：这一步没有兵前进两格。</translation>
    </message>
    <message>
        <source>fullmove %1: Black has moved</source>
        <extracomment>fullmove is the FEN&apos;s move number</extracomment>
        <translation>回合数变为 %1：黑方走了一步。</translation>
    </message>
    <message>
        <source>halfmove back to 0: a pawn moved and captured</source>
        <extracomment>halfmove is the FEN&apos;s halfmove clock</extracomment>
        <translation>半回合计数归 0：兵走动并吃了子。</translation>
    </message>
    <message>
        <source>halfmove back to 0: a pawn moved</source>
        <translation>半回合计数归 0：兵走动了。</translation>
    </message>
    <message>
        <source>halfmove back to 0: a piece was captured</source>
        <translation>半回合计数归 0：吃了子。</translation>
    </message>
    <message>
        <source>halfmove %1: no capture and no pawn move</source>
        <translation>半回合计数变为 %1：没有吃子，也没有走兵。</translation>
    </message>
    <message>
        <source>ep stays -: the pawn passed %1, but no black pawn can take it en passant, so the square is not written</source>
        <extracomment>ep is the en passant field of the FEN; %1 is the square the pawn passed</extracomment>
        <translation>吃过路兵目标格仍为 -：兵越过了 %1，但没有黑兵能吃过路兵，所以不写出这一格。</translation>
    </message>
    <message>
        <source>ep stays -: the pawn passed %1, but no white pawn can take it en passant, so the square is not written</source>
        <translation>吃过路兵目标格仍为 -：兵越过了 %1，但没有白兵能吃过路兵，所以不写出这一格。</translation>
    </message>
</context>
<context>
    <name>PasteText</name>
    <message>
        <source>Lichess link: %1</source>
        <translation>Lichess 链接：%1</translation>
    </message>
    <message>
        <source>Chess.com link: %1</source>
        <translation>Chess.com 链接：%1</translation>
    </message>
    <message>
        <source>PGN: FEN tag</source>
        <translation>PGN：FEN 标签</translation>
    </message>
    <message>
        <source>PGN: FEN tag, event &quot;%1&quot;</source>
        <translation>PGN：FEN 标签，赛事“%1”</translation>
    </message>
    <message>
        <source>EPD</source>
        <translation>EPD</translation>
    </message>
    <message>
        <source>EPD, id &quot;%1&quot;</source>
        <translation>EPD，id“%1”</translation>
    </message>
    <message>
        <source>FEN found in the text: %1</source>
        <translation>在文本中找到的 FEN：%1</translation>
    </message>
    <message>
        <source>%1 holds no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line</source>
        <translation>%1 中既没有 FEN，也没有 Lichess 或 Chess.com 链接、带 FEN 标签的 PGN 或 EPD 行</translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation>%1 中的 FEN 无法读取：%2</translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation>%1，已修复：%2</translation>
    </message>
    <message>
        <source>The first %1 KiB of the pasted text (%2 in all) hold no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line; the rest was not searched. Paste the part with the position, or open the file with File &gt; Open</source>
        <translation>粘贴文本（共 %2）的前 %1 KiB 中没有 FEN、Lichess 或 Chess.com 链接、带 FEN 标签的 PGN，也没有 EPD 行；其余部分没有搜索。请只粘贴含有局面的那一部分，或者用“文件 &gt; 打开”打开该文件。</translation>
    </message>
</context>
<context>
    <name>PerftCommand</name>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation>局面，需加引号（或依次给出各个字段）。</translation>
    </message>
    <message>
        <source>Plies to look ahead, 0-%1.</source>
        <translation>向前计算的半回合数，0-%1。</translation>
    </message>
    <message>
        <source>give a FEN and a depth, e.g. %1</source>
        <translation>请给出 FEN 和深度，例如 %1</translation>
    </message>
    <message>
        <source>the depth is %1; expected a whole number 0-%2</source>
        <translation>深度为 %1；应为 0-%2 的整数</translation>
    </message>
    <message>
        <source>warning: no legal chess position (%1)</source>
        <translation>警告：不是合法的国际象棋局面（%1）</translation>
    </message>
    <message>
        <source>%1% done, %2 positions so far, %3</source>
        <translation>已完成 %1%，目前已数 %2 个局面，用时 %3</translation>
    </message>
    <message>
        <source>Counts the positions reached after DEPTH plies of legal moves from the position FEN (perft), to check move generation against other programs.
Exit status: 0 done, 1 the FEN does not parse, 2 a usage error, 3 the count could not be written.</source>
        <translation>从局面 FEN 出发，统计走 DEPTH 个半回合合法着法后到达的局面数（perft），用于与其他程序对照检验着法生成。
退出状态：0 表示完成，1 表示 FEN 无法解析，2 表示用法错误，3 表示无法写出结果。</translation>
    </message>
    <message>
        <source>Report progress on standard error every 2 seconds, once counting takes that long (the default when standard error is a terminal).</source>
        <translation>计数超过 2 秒时，每 2 秒在标准错误输出上报告一次进度（标准错误输出为终端时默认开启）。</translation>
    </message>
    <message>
        <source>the depth is %1; at most %2. Each ply multiplies the count by about 30: from the start position depth 9 is already 2.4 trillion positions (hours of counting), depth 10 69 trillion (days).</source>
        <translation>深度为 %1；最多为 %2。每多走一个半回合，局面数约增加到 30 倍：从初始局面出发，深度 9 已有约 2.4 万亿个局面（需数小时），深度 10 则有 69 万亿个（需数天）。</translation>
    </message>
</context>
<context>
    <name>PictureReader</name>
    <message>
        <source>Pictures cannot be read: the vision module (%1) was not found beside Forsyth (%2).</source>
        <translation>无法读取图片：在 Forsyth 旁边找不到图像识别模块（%1）（%2）。</translation>
    </message>
    <message>
        <source>The picture is too large to read (%1 MB; %2 MB at most).</source>
        <translation>图片太大，无法读取（%1 MB；最多 %2 MB）。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件是空的。</translation>
    </message>
    <message>
        <source>The picture is damaged: its file ends before the picture does.</source>
        <translation>图片已损坏：文件在图片结束之前就中断了。</translation>
    </message>
    <message>
        <source>The picture is damaged: it begins as a %1 file but cannot be decoded.</source>
        <translation>图片已损坏：文件开头是 %1 格式，但无法解码。</translation>
    </message>
    <message>
        <source>This is not a picture that can be read (PNG, JPEG, WebP, BMP or TIFF), or it is damaged.</source>
        <translation>这不是可读取的图片（PNG、JPEG、WebP、BMP 或 TIFF），或者文件已损坏。</translation>
    </message>
    <message>
        <source>The vision module&apos;s network could not be loaded.</source>
        <translation>无法加载图像识别模块的神经网络。</translation>
    </message>
    <message>
        <source>No chess board was found in the picture: it needs the 8 x 8 squares in two colours, straight on, at least 80 pixels wide, and in a large picture at least a fourteenth of its longer side.</source>
        <translation>图片中没有找到棋盘：需要正面可见、两种颜色相间的 8 x 8 格子，宽度至少 80 像素；在大图中，还须至少占图片长边的十四分之一。</translation>
    </message>
    <message>
        <source>The picture has too many pixels to read (%1 megapixels at most; a board needs far fewer).</source>
        <translation>图片像素太多，无法读取（最多 %1 百万像素；棋盘用不了这么多像素）。</translation>
    </message>
    <message>
        <source>There was not enough memory to read the picture.</source>
        <translation>内存不足，无法读取这张图片。</translation>
    </message>
    <message>
        <source>The picture is damaged: its file ends before the picture does, and no chess board was found in the part it holds.</source>
        <translation>图片已损坏：文件在图片结束之前就中断了，在现有部分中没有找到棋盘。</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>no piece</source>
        <translation>无棋子</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>白兵</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>白马</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>白象</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>白车</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>白后</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>白王</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>黑兵</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>黑马</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>黑象</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>黑车</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>黑后</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>黑王</translation>
    </message>
</context>
<context>
    <name>PieceMime</name>
    <message>
        <source>Nothing was dropped</source>
        <translation>没有拖放任何内容</translation>
    </message>
    <message>
        <source>Only FEN text or a .fen file can be dropped here</source>
        <translation>此处只能拖放 FEN 文本或 .fen 文件</translation>
    </message>
    <message>
        <source>The dropped text is empty</source>
        <translation>拖放的文本为空</translation>
    </message>
</context>
<context>
    <name>PieceSets</name>
    <message>
        <source>Staunton</source>
        <translation>斯汤顿</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>现代</translation>
    </message>
    <message>
        <source>Font glyphs</source>
        <translation>字体符号</translation>
    </message>
</context>
<context>
    <name>PositionsCommand</name>
    <message>
        <source>Prints one FEN for each record of each file (.pgn games, .epd and .fen lines, Lichess puzzle .csv rows, FENs in any other text), in file order: for a game the position at the asked ply, for a puzzle the position to solve.
Exit status: 0 when every record was read whole, 1 when a file could not be read, holds no position or has a record with a problem, 2 for a usage error, 3 when the output could not be written.</source>
        <translation>按文件顺序，为每个文件中的每条记录（.pgn 对局、.epd 与 .fen 的每一行、Lichess 谜题 .csv 的每一行、其他文本中的 FEN）输出一行 FEN：对局输出指定半回合处的局面，谜题输出待解的局面。
退出状态：所有记录都完整读取时为 0；有文件无法读取、文件中没有任何局面或有记录存在问题时为 1；用法错误为 2；无法写出输出时为 3。</translation>
    </message>
    <message>
        <source>The position of each game (or puzzle solution) to print: start (the set-up position, the default), end (after the last move read), or a number of plies.</source>
        <translation>每盘对局（或谜题解答）要输出的局面：start 为摆好的初始局面（默认），end 为读到的最后一步之后，数字表示走过这么多个半回合之后。</translation>
    </message>
    <message>
        <source>Print one JSON object a record: file, index, title, players, fen, ply, moves, san, problems.</source>
        <translation>每条记录输出一行 JSON 对象：file、index、title、players、fen、ply、moves、san、problems。</translation>
    </message>
    <message>
        <source>Collection files to read.</source>
        <translation>要读取的集合文件。</translation>
    </message>
    <message>
        <source>%1 holds no position</source>
        <translation>%1 中没有局面</translation>
    </message>
    <message>
        <source>%1, record %2: %3</source>
        <translation>%1，第 %2 条记录：%3</translation>
    </message>
    <message>
        <source>--ply takes start, end or a number of plies (0-99999), not &quot;%1&quot;</source>
        <translation>--ply 只能是 start、end 或半回合数（0-99999），不能是“%1”</translation>
    </message>
    <message>
        <source>no file given</source>
        <translation>未指定文件</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <source>helpmate in %1</source>
        <translation>%1步协杀</translation>
    </message>
    <message>
        <source>selfmate in %1</source>
        <translation>%1步自杀</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <source>Cooked</source>
        <translation>多解</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Another key</source>
        <translation>关键着不同</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>No stipulation</source>
        <translation>无要求</translation>
    </message>
    <message>
        <source>Illegal position</source>
        <translation>非法局面</translation>
    </message>
    <message>
        <source>Sound: one solution.</source>
        <translation>唯一解：只有一个解。</translation>
    </message>
    <message>
        <source>Sound: %1 is the only key.</source>
        <translation>唯一解：%1 是唯一的关键着。</translation>
    </message>
    <message>
        <source>Cooked: %1 solutions.</source>
        <translation>多解：共有 %1 个解。</translation>
    </message>
    <message>
        <source>Cooked: %1 keys (%2).</source>
        <translation>多解：共有 %1 个关键着（%2）。</translation>
    </message>
    <message>
        <source>No solution: proved that nothing solves %1.</source>
        <translation>无解：已证明任何首着都无法完成%1。</translation>
    </message>
    <message>
        <source>The key is %1, not %2 as the record says.</source>
        <translation>关键着是 %1，而不是记录中的 %2。</translation>
    </message>
    <message>
        <source>Not finished: the search stopped before a verdict.</source>
        <translation>未完成：搜索在得出结论前停止了。</translation>
    </message>
    <message>
        <source>The record states no stipulation (such as #2).</source>
        <translation>该记录没有写明要求（例如 #2）。</translation>
    </message>
    <message>
        <source>Not solved: the position is illegal.</source>
        <translation>未求解：局面非法。</translation>
    </message>
    <message>
        <source>(the first %1 solutions)</source>
        <translation>（仅列出前 %1 个解）</translation>
    </message>
    <message>
        <source>Proved: %1 positions in %2 s.</source>
        <translation>已证明：共 %1 个局面，用时 %2 秒。</translation>
    </message>
    <message>
        <source>Stopped after %1 positions in %2 s: what is listed is proved, the rest unknown.</source>
        <translation>搜索 %1 个局面、%2 秒后停止：列出的内容已证明，其余未知。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
</context>
<context>
    <name>QuizWords</name>
    <message>
        <source>Which square does the highlighted letter %1 describe?</source>
        <translation>高亮的字母 %1 表示哪个格子？</translation>
    </message>
    <message>
        <source>Write rank %1 of this board as a FEN writes it.</source>
        <translation>按 FEN 的写法写出这个棋盘的第 %1 横线。</translation>
    </message>
    <message>
        <source>White plays %1. What does the en passant field of the FEN become?</source>
        <translation>白方走 %1。FEN 的吃过路兵字段会变成什么？</translation>
    </message>
    <message>
        <source>Black plays %1. What does the en passant field of the FEN become?</source>
        <translation>黑方走 %1。FEN 的吃过路兵字段会变成什么？</translation>
    </message>
    <message>
        <source>White plays %1. What does the castling field of the FEN become?</source>
        <translation>白方走 %1。FEN 的易位权字段会变成什么？</translation>
    </message>
    <message>
        <source>Black plays %1. What does the castling field of the FEN become?</source>
        <translation>黑方走 %1。FEN 的易位权字段会变成什么？</translation>
    </message>
    <message>
        <source>A square, such as e4</source>
        <translation>一个格子，例如 e4</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <source>Right: no pawn can take on %1, and a FEN written only when en passant is possible leaves the square out. A FEN written always says %1, which is right too.</source>
        <translation>正确：没有兵能在 %1 吃过路兵，只在可以吃过路兵时才写出的 FEN 会省略这一格。总是写出的 FEN 则写 %1，也是正确的。</translation>
    </message>
    <message>
        <source>Right: the pawn passed %1, and a FEN written always says so. This editor writes the square only when a pawn can take it, so it shows -, which is right too.</source>
        <translation>正确：兵越过了 %1，总是写出的 FEN 会写出这一格。本编辑器只在有兵能吃过路兵时才写出，所以显示 -，也是正确的。</translation>
    </message>
    <message>
        <source>Not quite: those are the right squares, but a FEN writes each run of empty squares as one digit: %1.</source>
        <translation>不太对：格子都对，但 FEN 把每段连续的空格子写成一个数字：%1。</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不太对：答案是 %1。</translation>
    </message>
    <message>
        <source>Not quite: the answer is - (there is none).</source>
        <translation>不太对：答案是 -（没有）。</translation>
    </message>
    <message>
        <source>Write a square: its file a-h and its rank 1-8, such as e4.</source>
        <translation>请写一个格子：直线 a-h 加横线 1-8，例如 e4。</translation>
    </message>
    <message>
        <source>Write the rank with piece letters (KQRBNP for White, kqrbnp for Black) and digits 1-8 for empty squares.</source>
        <translation>请用棋子字母（白方 KQRBNP，黑方 kqrbnp）和表示空格子的数字 1-8 写出这条横线。</translation>
    </message>
    <message>
        <source>Write a square such as e3, or - when there is none.</source>
        <translation>请写一个格子（例如 e3），没有时写 -。</translation>
    </message>
    <message>
        <source>Write castling letters (K, Q, k, q), each at most once, or - when no right is left.</source>
        <translation>请写易位字母（K、Q、k、q，每个最多一次），没有易位权时写 -。</translation>
    </message>
    <message>
        <source>%1 moves the pawn one square: only a pawn&apos;s two-square first move sets an en passant square.</source>
        <translation>%1 只让兵前进一格：只有兵从原位前进两格时，才会产生吃过路兵目标格。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 题答对 %1 题</translation>
    </message>
    <message>
        <source>Such as rnbqkbnr</source>
        <translation>例如 rnbqkbnr</translation>
    </message>
    <message>
        <source>A square such as e3, or -</source>
        <translation>一个格子（例如 e3），或 -</translation>
    </message>
    <message>
        <source>Letters such as Kq, or -</source>
        <translation>字母（例如 Kq），或 -</translation>
    </message>
</context>
<context>
    <name>ReadImageCommand</name>
    <message>
        <source>Reads the chess board in each picture (PNG, JPEG, WebP, BMP, TIFF: a screenshot, a book&apos;s diagram) and prints its FEN, one line a picture: an empty line for a picture that cannot be read, the reason on standard error. A picture shows no side to move, castling or en passant: White moves (Black when its king is attacked), castling where kings and rooks stand on their squares. Black at the bottom is seen and turned, and so is a board on its side or upside down.
Exit status: 0 every picture read, 1 a picture could not be read or holds no board, 2 a usage error, 3 the output could not be written.</source>
        <translation>读取每张图片（PNG、JPEG、WebP、BMP、TIFF：截图或书中的棋图）里的棋盘，每张图片输出一行 FEN；无法读取的图片输出空行，原因写到标准错误。图片看不出轮到谁走、易位和吃过路兵：默认白方走棋（黑王被攻击时为黑方），易位权按王和车是否在原位判断。黑方在下方的棋盘、横放或倒置的棋盘也能识别并转正。
退出状态：0 全部图片已读取，1 有图片无法读取或没有棋盘，2 用法错误，3 无法写出结果。</translation>
    </message>
    <message>
        <source>Print one JSON object a picture: file, fen, flipped, turned (degrees clockwise, for a board on its side or upside down), mirrored (the picture was mirrored and read mirrored back; with turned 180, flipped top to bottom), colours_swapped (the board&apos;s squares are coloured the wrong way round, and it was read as drawn), truncated (the file ends before its picture does), another_board (the picture holds another board, not read), box (where the board is, in pixels), squares (a8 to h1: piece, confidence), unsure, seconds; or file, fen null, error.</source>
        <translation>每张图片输出一个 JSON 对象：file、fen、flipped、turned（横放或倒置的棋盘按顺时针转正的角度）、mirrored（图片被左右翻转过，已翻转回来读取；turned 为 180 时即上下翻转）、colours_swapped（棋盘格子的颜色深浅颠倒，已按原样读取）、truncated（文件在图片结束之前就中断了）、another_board（图片中还有另一个棋盘，未读取）、box（棋盘位置，单位为像素）、squares（a8 到 h1：piece、confidence）、unsure、seconds；读取失败时为 file、fen null、error。</translation>
    </message>
    <message>
        <source>Pictures to read.</source>
        <translation>要读取的图片。</translation>
    </message>
    <message>
        <source>give one picture or more</source>
        <translation>请给出至少一张图片</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>Draws the position FEN as a PNG or SVG image (the type from the output file&apos;s name), with the side to move marked by a disc beside the board.
Exit status: 0 written, 1 the FEN does not parse or the file cannot be written, 2 a usage error.</source>
        <translation>将局面 FEN 绘制为 PNG 或 SVG 图像（类型由输出文件名决定），并在棋盘旁用圆点标出走棋方。
退出状态：0 表示已写入，1 表示 FEN 无法解析或文件无法写入，2 表示用法错误。</translation>
    </message>
    <message>
        <source>The image file to write: a name ending in .png or .svg.</source>
        <translation>要写入的图像文件：文件名以 .png 或 .svg 结尾。</translation>
    </message>
    <message>
        <source>The image&apos;s width and height, %1-%2 pixels (default %3).</source>
        <translation>图像的宽度和高度，%1-%2 像素（默认 %3）。</translation>
    </message>
    <message>
        <source>Black at the bottom.</source>
        <translation>黑方在下。</translation>
    </message>
    <message>
        <source>Leave out the file letters and rank numbers.</source>
        <translation>不显示直线字母和横线数字。</translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another).</source>
        <translation>局面，需加引号（或依次给出各个字段）。</translation>
    </message>
    <message>
        <source>give a FEN and an output file, e.g. %1</source>
        <translation>请给出 FEN 和输出文件，例如 %1</translation>
    </message>
    <message>
        <source>%1: unknown image type; the name must end in .png or .svg</source>
        <translation>%1：未知的图像类型；文件名必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>the size is %1; expected a whole number %2-%3</source>
        <translation>尺寸为 %1；应为 %2-%3 的整数</translation>
    </message>
</context>
<context>
    <name>SolveCommand</name>
    <message>
        <source>Print one JSON object: fen, stipulation, keys, keys_uci, threats, tries, solutions, nodes, seconds, complete.</source>
        <translation>输出一个 JSON 对象：fen、stipulation、keys、keys_uci、threats、tries、solutions、nodes、seconds、complete。</translation>
    </message>
    <message>
        <source>Stop after S seconds (the result is then incomplete).</source>
        <translation>S 秒后停止（此时结果不完整）。</translation>
    </message>
    <message>
        <source>--%1 takes a number of moves 1-%2, not &quot;%3&quot;</source>
        <translation>--%1 需要 1-%2 的步数，而不是“%3”</translation>
    </message>
    <message>
        <source>give one of --mate N, --helpmate N, --selfmate N</source>
        <translation>请指定 --mate N、--helpmate N、--selfmate N 之一</translation>
    </message>
    <message>
        <source>--max-seconds takes a number of seconds above 0, not &quot;%1&quot;</source>
        <translation>--max-seconds 需要大于 0 的秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>only a legal position can be solved: %1</source>
        <translation>只能求解合法局面：%1</translation>
    </message>
    <message>
        <source>Direct mate in N moves (#N).</source>
        <translation>N 步直接将杀（#N）。</translation>
    </message>
    <message>
        <source>Helpmate in N moves (h#N): the side to move starts and is mated.</source>
        <translation>N 步协杀（h#N）：轮到走棋的一方先走，并被将杀。</translation>
    </message>
    <message>
        <source>Selfmate in N moves (s#N): the side to move forces the other to mate it.</source>
        <translation>N 步自杀（s#N）：轮到走棋的一方迫使对方将杀自己。</translation>
    </message>
    <message>
        <source>the line is too long (%1 bytes)</source>
        <translation>该行过长（%1 字节）</translation>
    </message>
    <message>
        <source>cannot read the FEN: %1</source>
        <translation>无法读取 FEN：%1</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message>
        <source>Proves a problem by exhaustive search: every key (more than one is a cook), the threats after each key and the tries (first moves that fail to exactly one defence); for a helpmate every solution. The side to move in the FEN moves first.
Exit status: 0 the search completed, 1 a FEN does not read or a position is not legal, 2 a usage error, 3 the output could not be written, 4 --max-seconds stopped the search.</source>
        <translation>以穷尽搜索证明排局：找出所有关键着（多于一个即为多解）、每个关键着之后的威胁，以及试着（只被唯一一种防守化解的第一步）；协杀则列出全部解法。由 FEN 中轮到走棋的一方先走。
退出状态：0 搜索完成，1 有 FEN 无法读取或有局面不合法，2 用法错误，3 无法写出结果，4 因 --max-seconds 停止搜索。</translation>
    </message>
    <message>
        <source>The position, quoted (or its fields one after another). None: one position a line of standard input, each answered in turn (with --json one object a line; a line that cannot be solved gets an object with input and error).</source>
        <translation>局面，加引号（或依次写出各字段）。省略时从标准输入每行读取一个局面，逐一作答（使用 --json 时每行一个对象；无法求解的行给出含 input 和 error 的对象）。</translation>
    </message>
</context>
<context>
    <name>UciEngine</name>
    <message>
        <source>the engine did not answer within %1 seconds</source>
        <translation>引擎在 %1 秒内没有响应</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>no engine is installed</source>
        <translation>没有安装引擎</translation>
    </message>
    <message>
        <source>the engine crashed</source>
        <translation>引擎崩溃了</translation>
    </message>
    <message>
        <source>the engine quit (exit status %1)</source>
        <translation>引擎已退出（退出状态 %1）</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>the file is read-only</source>
        <translation>文件是只读的</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>磁盘可能已满</translation>
    </message>
    <message>
        <source>it is a named pipe that no program is reading from</source>
        <translation>这是一个没有程序在读取的命名管道</translation>
    </message>
    <message>
        <source>it is not a regular file, a named pipe or a device</source>
        <translation>它既不是普通文件，也不是命名管道或设备</translation>
    </message>
    <message>
        <source>the content could not be made</source>
        <translation>无法生成内容</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>(no solution given)</source>
        <translation>（未给出答案）</translation>
    </message>
    <message>
        <source>(the pv stops here: %1 is not a legal move)</source>
        <translation>（解答到此中断：%1 不是合法着法）</translation>
    </message>
</context>
<context>
    <name>WorksheetCommand</name>
    <message>
        <source>Writes the records of collection files (.fen, .epd, .pgn, Lichess puzzle .csv, FENs in any text) as a PDF worksheet: numbered diagrams with captions (side to move, the stipulation), a header and page numbers, and an answer key if asked.
Exit status: 0 written, 1 a file could not be read, no record could be read or the PDF could not be written, 2 a usage error.</source>
        <translation>将合集文件（.fen、.epd、.pgn、Lichess 谜题 .csv、任意文本中的 FEN）中的记录写成 PDF 练习单：带编号和说明（走棋方、要求）的棋图，页眉和页码，需要时附上答案页。
退出状态：0 表示已写出，1 表示有文件无法读取、没有可读取的记录或无法写出 PDF，2 表示用法错误。</translation>
    </message>
    <message>
        <source>The PDF file to write (a name ending in .pdf).</source>
        <translation>要写入的 PDF 文件（文件名以 .pdf 结尾）。</translation>
    </message>
    <message>
        <source>Diagrams a page: %1 (default 6).</source>
        <translation>每页棋图数：%1（默认 6）。</translation>
    </message>
    <message>
        <source>Add an answer key: each number&apos;s solution, at the end.</source>
        <translation>在末尾附上答案页：每题的解答。</translation>
    </message>
    <message>
        <source>Write the FEN under each diagram.</source>
        <translation>在每个棋图下方写出 FEN。</translation>
    </message>
    <message>
        <source>Blank lines under each diagram to write the answer on.</source>
        <translation>在每个棋图下方留出写答案的空行。</translation>
    </message>
    <message>
        <source>The problemists&apos; piece count, (White+Black), in each caption.</source>
        <translation>在每个说明中写出排局的子力数（白方+黑方）。</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s words: en (default), ko or zh_CN.</source>
        <translation>练习单上文字的语言：en（默认）、ko 或 zh_CN。</translation>
    </message>
    <message>
        <source>The paper: a4 (default) or letter.</source>
        <translation>纸张：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>The title at the top of each page (default: the file&apos;s name).</source>
        <translation>每页顶部的标题（默认：文件名）。</translation>
    </message>
    <message>
        <source>Collection files to read.</source>
        <translation>要读取的合集文件。</translation>
    </message>
    <message>
        <source>give collection files and an output file, e.g. %1</source>
        <translation>请给出合集文件和输出文件，例如 %1</translation>
    </message>
    <message>
        <source>%1: the output&apos;s name must end in .pdf</source>
        <translation>%1：输出文件名必须以 .pdf 结尾</translation>
    </message>
    <message>
        <source>--per-page takes %1, not &quot;%2&quot;</source>
        <translation>--per-page 只能是 %1，不能是“%2”</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter, not &quot;%1&quot;</source>
        <translation>--paper 只能是 a4 或 letter，不能是“%1”</translation>
    </message>
    <message>
        <source>--lang takes en, ko or zh_CN, not &quot;%1&quot;</source>
        <translation>--lang 只能是 en、ko 或 zh_CN，不能是“%1”</translation>
    </message>
    <message>
        <source>no position to put on the sheet: %1 holds none that reads</source>
        <translation>没有可放到练习单上的局面：%1 中没有可读取的局面</translation>
    </message>
    <message>
        <source>%1: records left out, as their position does not read: %2 (forsyth positions and forsyth check say why)</source>
        <translation>%1：略去了局面无法读取的记录：%2（原因可用 forsyth positions 和 forsyth check 查看）</translation>
    </message>
</context>
<context>
    <name>forsyth::AppearanceMenus</name>
    <message>
        <source>Installed on this computer</source>
        <translation>本机已安装的样式</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>棋子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>棋盘(&amp;B)</translation>
    </message>
    <message>
        <source>Coordinates outside the board</source>
        <translation>坐标标在棋盘外</translation>
    </message>
    <message>
        <source>Coordinates on the squares</source>
        <translation>坐标标在格子上</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>配色(&amp;C)</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>View &gt; Colours: light or dark as the desktop is</extracomment>
        <translation>跟随桌面</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
</context>
<context>
    <name>forsyth::BoardView</name>
    <message>
        <source>Erase squares</source>
        <translation>擦除格子</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>摆放%1</translation>
    </message>
    <message>
        <source>Drop FEN</source>
        <translation>拖放 FEN</translation>
    </message>
    <message>
        <source>Dropped text is not a FEN: %1</source>
        <translation>拖放的文本不是 FEN：%1</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Cursor on %1: %2</source>
        <translation>光标位于 %1：%2</translation>
    </message>
    <message>
        <source>Queen</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>后</translation>
    </message>
    <message>
        <source>Rook</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>车</translation>
    </message>
    <message>
        <source>Bishop</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>象</translation>
    </message>
    <message>
        <source>Knight</source>
        <extracomment>promotion choice in move mode</extracomment>
        <translation>马</translation>
    </message>
</context>
<context>
    <name>forsyth::CastlingControls</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>O-O</source>
        <translation>短易位</translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation>长易位</translation>
    </message>
    <message>
        <source>%1: rook</source>
        <translation>%1：车</translation>
    </message>
    <message>
        <source>Several rooks could castle on this side (Chess960): choose which</source>
        <translation>这一侧有多个车可以易位（Chess960）：请选择其中一个</translation>
    </message>
    <message>
        <source>Standard (KQkq)</source>
        <translation>标准（KQkq）</translation>
    </message>
    <message>
        <source>X-FEN</source>
        <translation>X-FEN</translation>
    </message>
    <message>
        <source>Shredder-FEN (HAha)</source>
        <translation>Shredder-FEN（HAha）</translation>
    </message>
    <message>
        <source>Castling notation</source>
        <translation>易位记法</translation>
    </message>
    <message>
        <source>How the FEN writes castling rights:
Standard: KQkq only; X-FEN: KQkq, the rook&apos;s file where KQkq would be ambiguous (Chess960);
Shredder-FEN: always the rook&apos;s file.</source>
        <translation>FEN 中易位权的写法：
标准：只用 KQkq；X-FEN：用 KQkq，在 KQkq 有歧义时写车所在的直线（Chess960）；
Shredder-FEN：始终写车所在的直线。</translation>
    </message>
    <message>
        <source>Write as</source>
        <translation>记法</translation>
    </message>
    <message>
        <source>%1: may castle</source>
        <translation>%1：可以易位</translation>
    </message>
    <message>
        <source>The right you set is kept aside and comes back when its king and rook do.</source>
        <translation>所设置的易位权暂时搁置，王和车回到原位后即恢复。</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>车 %1</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess960 castling: the king may start on any file from b to g and castle with the rook on either side of it. Off, castling is ordinary chess&apos;s: the king on e1 or e8 with the rook in the corner.</source>
        <translation>Chess960 易位：王可以从 b 直线到 g 直线的任一格开始，并与两侧的车易位。关闭时只按普通国际象棋易位：王在 e1 或 e8，车在角格。</translation>
    </message>
</context>
<context>
    <name>forsyth::CollectionPanel</name>
    <message>
        <source>Filter by title or FEN</source>
        <translation>按标题或 FEN 筛选</translation>
    </message>
    <message>
        <source>All positions</source>
        <translation>全部局面</translation>
    </message>
    <message>
        <source>&amp;Previous position</source>
        <translation>上一个局面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>下一个局面(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next position that is illegal, has warnings or cannot be read (F8)</source>
        <translation>转到下一个非法、有警告或无法读取的局面（F8）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Next problem</source>
        <translation>下一个待查</translation>
    </message>
    <message>
        <source>&amp;Add position</source>
        <translation>添加局面(&amp;A)</translation>
    </message>
    <message>
        <source>Add the start position after this one</source>
        <translation>在当前局面之后添加初始局面</translation>
    </message>
    <message>
        <source>D&amp;uplicate position</source>
        <translation>复制局面(&amp;U)</translation>
    </message>
    <message>
        <source>Add a copy of this position after it</source>
        <translation>在当前局面之后添加它的一份副本</translation>
    </message>
    <message>
        <source>&amp;Delete position</source>
        <translation>删除局面(&amp;D)</translation>
    </message>
    <message>
        <source>Remove this position from the collection</source>
        <translation>从合集中删除当前局面</translation>
    </message>
    <message>
        <source>The position on the board is hidden by the filter: choose one in the list to delete it</source>
        <translation>棋盘上的局面被筛选条件隐藏了：请先在列表中选中要删除的局面</translation>
    </message>
    <message>
        <source>Every position in the collection is legal</source>
        <translation>合集中的所有局面都合法</translation>
    </message>
    <message>
        <source>Checking positions: %1 of %2</source>
        <translation>正在检查局面：%1 / %2</translation>
    </message>
    <message>
        <source>1 position: %1 legal, %2 with warnings, %3 illegal</source>
        <translation>共 1 个局面：合法 %1 个，有警告 %2 个，非法 %3 个</translation>
    </message>
    <message>
        <source>%1 positions: %2 legal, %3 with warnings, %4 illegal</source>
        <translation>共 %1 个局面：合法 %2 个，有警告 %3 个，非法 %4 个</translation>
    </message>
    <message>
        <source>, %1 that cannot be read</source>
        <translation>，无法读取 %1 个</translation>
    </message>
    <message>
        <source>Next pro&amp;blem</source>
        <translation>下一个待查局面(&amp;B)</translation>
    </message>
</context>
<context>
    <name>forsyth::EnginePanel</name>
    <message>
        <source>Choose a UCI engine</source>
        <translation>选择 UCI 引擎</translation>
    </message>
    <message>
        <source>%1 · depth %2 · %3 s · %4 nodes (evidence, not proof)</source>
        <translation>%1 · 深度 %2 · %3 秒 · %4 个节点（仅供参考，并非证明）</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>No chess engine found (%1). Install Stockfish with &quot;sudo apt install stockfish&quot;, or choose an engine&apos;s program.</source>
        <translation>未找到国际象棋引擎（%1）。请用“sudo apt install stockfish”安装 Stockfish，或选择一个引擎程序。</translation>
    </message>
    <message>
        <source>The engine stopped: %1. Restart it, or choose another engine.</source>
        <translation>引擎已停止：%1。请重新启动，或选择其他引擎。</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <source>Idle: only a legal position is analysed, and this one is not: %1</source>
        <translation>空闲：只分析合法局面，而当前局面不合法：%1</translation>
    </message>
    <message>
        <source>&amp;Restart engine</source>
        <translation>重新启动引擎(&amp;R)</translation>
    </message>
    <message>
        <source>Choose &amp;engine…</source>
        <translation>选择引擎(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>forsyth::FenField</name>
    <message>
        <source>Type or paste a FEN</source>
        <translation>输入或粘贴 FEN</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position as FEN: edit it and the board follows at once.
Enter or leaving the field tidies the text; Esc restores the board&apos;s FEN.</source>
        <translation>当前局面的 FEN：编辑后棋盘立即随之更新。
按 Enter 或离开输入框时会整理文本；按 Esc 恢复为棋盘的 FEN。</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
</context>
<context>
    <name>forsyth::FenLegend</name>
    <message>
        <source>FEN field colours</source>
        <translation>FEN 字段颜色</translation>
    </message>
    <message>
        <source>Field %1: %2</source>
        <translation>第 %1 字段：%2</translation>
    </message>
    <message>
        <source>Placement</source>
        <extracomment>FEN field 1: where the pieces stand</extracomment>
        <translation>棋子位置</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>易位权</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>吃过路兵</translation>
    </message>
    <message>
        <source>Halfmove clock</source>
        <translation>半回合计数</translation>
    </message>
    <message>
        <source>Fullmove number</source>
        <translation>回合数</translation>
    </message>
</context>
<context>
    <name>forsyth::FieldBadge</name>
    <message>
        <source>FEN field %1</source>
        <translation>FEN 第 %1 字段</translation>
    </message>
    <message>
        <source>FEN field %1: %2</source>
        <translation>FEN 第 %1 字段：%2</translation>
    </message>
</context>
<context>
    <name>forsyth::FieldControls</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>易位权</translation>
    </message>
    <message>
        <source>En passant square</source>
        <translation>吃过路兵目标格</translation>
    </message>
    <message>
        <source>When to write the en passant square</source>
        <translation>何时写出吃过路兵目标格</translation>
    </message>
    <message>
        <source>write always</source>
        <translation>总是写出</translation>
    </message>
    <message>
        <source>write only when capturable</source>
        <translation>仅在可吃过路兵时写出</translation>
    </message>
    <message>
        <source>Write the en passant square whenever it is plausible, or only when a pawn can capture en passant (what most engines and Lichess write)</source>
        <translation>只要吃过路兵目标格合理就写出，或仅在有兵能吃过路兵时写出（大多数引擎和 Lichess 采用后者）</translation>
    </message>
    <message>
        <source>En passant</source>
        <translation>吃过路兵</translation>
    </message>
    <message>
        <source>Halfmove clock</source>
        <translation>半回合计数</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (50-move rule)</source>
        <translation>自上次吃子或动兵以来的半回合数（50 回合规则）</translation>
    </message>
    <message>
        <source>Fullmove number</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>The number of the move about to be played, from 1</source>
        <translation>即将进行的回合序号，从 1 开始</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (not plausible)</source>
        <translation>%1（不合理）</translation>
    </message>
    <message>
        <source>%1 (not written: no pawn can take it)</source>
        <translation>%1（未写出：没有兵能吃）</translation>
    </message>
    <message>
        <source>The FEN leaves %1 out: no pawn can take en passant, and the FEN is written &quot;only when capturable&quot;.</source>
        <translation>FEN 省略了 %1：没有兵能吃过路兵，而 FEN 设为“仅在可吃过路兵时写出”。</translation>
    </message>
</context>
<context>
    <name>forsyth::FileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open positions from a .fen, .epd, .pgn, .csv or .txt file, or read a picture of a board</source>
        <translation>从 .fen、.epd、.pgn、.csv 或 .txt 文件打开局面，或读取棋盘图片</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The positions in %1 have changed. Save the changes?</source>
        <translation>%1 中的局面已更改。是否保存更改？</translation>
    </message>
    <message>
        <source>The position pasted here is in no file. Save it?</source>
        <translation>此处粘贴的这个局面尚未保存到任何文件中。是否保存？</translation>
    </message>
    <message>
        <source>The positions pasted here are in no file. Save them?</source>
        <translation>此处粘贴的局面尚未保存到任何文件中。是否保存？</translation>
    </message>
    <message>
        <source>The position set up here is in no file, and opening a collection cannot be undone. Save the position first?</source>
        <translation>此处摆好的局面尚未保存到文件中，而打开合集后无法撤销。是否先保存这个局面？</translation>
    </message>
    <message>
        <source>The position in %1 has changed. Save the changes?</source>
        <translation>%1 中的局面已更改。是否保存更改？</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>%1 holds a FEN that cannot be read: %2</source>
        <translation>%1 中的 FEN 无法读取：%2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>已打开 %1：%2</translation>
    </message>
    <message>
        <source>Lichess puzzles (*.csv)</source>
        <translation>Lichess 谜题 (*.csv)</translation>
    </message>
    <message>
        <source>Text with FENs (*.txt)</source>
        <translation>含 FEN 的文本 (*.txt)</translation>
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
        <translation>保存局面合集</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>保存局面</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>%1 no longer exists: removed from the recent files</source>
        <translation>%1 已不存在：已从最近打开的文件中移除</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start again from the start position, in no file</source>
        <translation>从初始局面重新开始，不关联任何文件</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>%1 has changed on disk since it was opened or saved here, in another window or program. Saving would replace those changes with what is shown here.</source>
        <translation>%1 在这里打开或保存之后，已在其他窗口或程序中被修改。保存会用这里显示的内容替换那些修改。</translation>
    </message>
    <message>
        <source>Save over it all the same?</source>
        <translation>仍要覆盖保存吗？</translation>
    </message>
    <message>
        <source>Save &amp;Over It</source>
        <translation>覆盖保存(&amp;O)</translation>
    </message>
    <message>
        <source>Not saved: %1 has changed on disk (Save As keeps what is shown here)</source>
        <translation>未保存：%1 已在磁盘上被修改（用“另存为”可以保留这里显示的内容）</translation>
    </message>
    <message>
        <source>Not saved: %1 holds more than this position</source>
        <translation>未保存：%1 中不只有这一个局面</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>%1 holds more than the position shown here: other games or positions, moves, comments or tags. Saving would replace all of it with this one position.</source>
        <translation>%1 中除了这里显示的局面，还有其他对局或局面、着法、注释或标签。保存会把这些内容全部替换为这一个局面。</translation>
    </message>
    <message>
        <source>Save the position in another file instead?</source>
        <translation>改为把局面保存到另一个文件吗？</translation>
    </message>
    <message>
        <source>Cannot open %1: not one of its %2 records reads as a position</source>
        <translation>无法打开 %1：其中 %2 条记录没有一条能读成局面</translation>
    </message>
    <message>
        <source>%1. The first: %2</source>
        <translation>%1。第一条：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: it holds no position</source>
        <translation>无法打开 %1：其中没有局面</translation>
    </message>
    <message>
        <source>Cannot open %1: positions are read from .fen, .epd, .pgn, .csv and .txt files, boards from pictures (.png, .jpg, .webp, .bmp, .tif)</source>
        <translation>无法打开 %1：局面可从 .fen、.epd、.pgn、.csv 和 .txt 文件读取，棋盘可从图片（.png、.jpg、.webp、.bmp、.tif）读取</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n positions</source>
        <translation>
            <numerusform>已打开 %1：共 %n 个局面</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>two sentences of what a save did not keep</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Saved %1. %2</source>
        <translation>已保存 %1。%2</translation>
    </message>
    <message>
        <source>1 position added here was written with Moves empty: a Lichess puzzle needs the move that sets it, then the solution</source>
        <translation>在这里添加的 1 个局面已保存，但 Moves 一栏是空的：Lichess 谜题需要引出谜题的那步棋和之后的解法</translation>
    </message>
    <message numerus="yes">
        <source>%n positions added here were written with Moves empty: a Lichess puzzle needs the move that sets it, then the solution</source>
        <translation>
            <numerusform>在这里添加的 %n 个局面已保存，但 Moves 一栏是空的：Lichess 谜题需要引出谜题的那步棋和之后的解法</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save %1: position %2 can no longer be written as a Lichess puzzle, as the move that sets the puzzle does not fit the edited board. Save As EPD or PGN keeps it.</source>
        <translation>无法保存 %1：第 %2 个局面已无法写成 Lichess 谜题格式，因为引出谜题的那步棋与修改后的棋盘不符。另存为 EPD 或 PGN 即可保留。</translation>
    </message>
    <message>
        <source>A FEN file has no place for titles: 1 title not kept</source>
        <translation>FEN 文件没有存放标题的位置：有 1 个标题未保存</translation>
    </message>
    <message numerus="yes">
        <source>A FEN file has no place for titles: %n titles not kept</source>
        <translation>
            <numerusform>FEN 文件没有存放标题的位置：有 %n 个标题未保存</numerusform>
        </translation>
    </message>
    <message>
        <source>1 line that holds no readable position left out</source>
        <translation>有 1 行没有可读取的局面，已略去</translation>
    </message>
    <message numerus="yes">
        <source>%n lines that hold no readable position left out</source>
        <translation>
            <numerusform>有 %n 行没有可读取的局面，已略去</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzles&apos; moves and other columns (Rating, Themes, GameUrl, ...) are not kept, only their positions</source>
        <translation>谜题的着法和其他列（Rating、Themes、GameUrl 等）不会保留，只保留局面</translation>
    </message>
    <message>
        <source>EPD operations other than the id (bm, am, c0, ...) are not kept</source>
        <translation>除 id 以外的 EPD 操作（bm、am、c0 等）不会保存</translation>
    </message>
    <message>
        <source>The games&apos; moves, comments and tags other than the event are not kept, only each game&apos;s starting position</source>
        <translation>对局的着法、注释以及 Event 以外的标签都不会保留，只保留每盘对局的起始局面</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>已取消打开 %1</translation>
    </message>
    <message>
        <source>Positions and pictures of boards (*.fen *.epd *.pgn *.csv *.txt *.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;Positions (*.fen *.epd *.pgn *.csv *.txt);;Pictures of boards (*.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>局面和棋盘图片 (*.fen *.epd *.pgn *.csv *.txt *.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;局面 (*.fen *.epd *.pgn *.csv *.txt);;棋盘图片 (*.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>Suggested file names (without extension) in Save As, in the user&apos;s language</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>局面集</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
</context>
<context>
    <name>forsyth::FindingsPanel</name>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Nothing to report: a legal position</source>
        <translation>没有问题：局面合法</translation>
    </message>
    <message>
        <source>This line of the file does not read as a FEN</source>
        <translation>文件中的这一行无法读成 FEN</translation>
    </message>
    <message>
        <source>Nothing to judge until it reads: the FEN under the board says what is wrong</source>
        <translation>修正之前无从判断：棋盘下方的 FEN 会指出哪里有错</translation>
    </message>
</context>
<context>
    <name>forsyth::GameMovesView</name>
    <message>
        <source>Start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>Make the position shown the game&apos;s start: the moves before it are left out when the file is saved, and the moves after it are kept</source>
        <translation>把当前显示的局面设为对局的起点：保存文件时删去此前的着法，保留此后的着法</translation>
    </message>
    <message>
        <source>Pick a move to show the position after it</source>
        <translation>选择一步棋，显示走完这步后的局面</translation>
    </message>
    <message>
        <source>Previous &amp;move</source>
        <translation>上一步(&amp;M)</translation>
    </message>
    <message>
        <source>Next mo&amp;ve</source>
        <translation>下一步(&amp;V)</translation>
    </message>
    <message>
        <source>Set up from &amp;here</source>
        <translation>从这里开始(&amp;H)</translation>
    </message>
</context>
<context>
    <name>forsyth::ImageExport</name>
    <message>
        <source>Save the board as a PNG picture of a size you choose</source>
        <translation>将棋盘保存为指定尺寸的 PNG 图片</translation>
    </message>
    <message>
        <source>Save the board as an SVG drawing, sharp at any size</source>
        <translation>将棋盘保存为 SVG 矢量图，任意尺寸下都清晰</translation>
    </message>
    <message>
        <source>Image with &amp;Coordinates</source>
        <translation>图像显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Put file letters and rank numbers beside exported and copied images</source>
        <translation>在导出和复制的图像旁标注直线字母和横线数字</translation>
    </message>
    <message>
        <source>Copy Board &amp;Image</source>
        <translation>复制棋盘图像(&amp;I)</translation>
    </message>
    <message>
        <source>Put a picture of the board on the clipboard</source>
        <translation>将棋盘图片复制到剪贴板</translation>
    </message>
    <message>
        <source>Export Image as PNG</source>
        <translation>导出为 PNG 图像</translation>
    </message>
    <message>
        <source>Width and height in pixels:</source>
        <translation>宽度和高度（像素）：</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>Export Image as SVG</source>
        <translation>导出为 SVG 图像</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>%1: a PNG image&apos;s name ends in .png</source>
        <translation>%1：PNG 图像的文件名应以 .png 结尾</translation>
    </message>
    <message>
        <source>%1: an SVG drawing&apos;s name ends in .svg</source>
        <translation>%1：SVG 矢量图的文件名应以 .svg 结尾</translation>
    </message>
    <message>
        <source>Image saved to %1</source>
        <translation>图像已保存到 %1</translation>
    </message>
    <message>
        <source>Board image copied</source>
        <translation>已复制棋盘图像</translation>
    </message>
    <message>
        <source>Save the board with the FEN, its numbered fields and their legend, as the teaching view shows them, for a lesson&apos;s slides (PNG or SVG)</source>
        <translation>按教学视图的样子，把棋盘连同 FEN、带编号的字段及其图例一起保存，用于课堂幻灯片（PNG 或 SVG）</translation>
    </message>
    <message>
        <source>Export Slide</source>
        <translation>导出幻灯片</translation>
    </message>
    <message>
        <source>Slide saved to %1</source>
        <translation>幻灯片已保存到 %1</translation>
    </message>
    <message>
        <source>Export Image as PN&amp;G…</source>
        <translation>导出为 PNG 图像(&amp;G)…</translation>
    </message>
    <message>
        <source>Export Image as S&amp;VG…</source>
        <translation>导出为 SVG 图像(&amp;V)…</translation>
    </message>
    <message>
        <source>Export Sli&amp;de…</source>
        <translation>导出幻灯片(&amp;D)…</translation>
    </message>
    <message>
        <source>position</source>
        <extracomment>The suggested file name (without extension) of an exported image of the board</extracomment>
        <translation>局面</translation>
    </message>
    <message>
        <source>lesson</source>
        <extracomment>The suggested file name (without extension) of a lesson&apos;s slide</extracomment>
        <translation>课件</translation>
    </message>
</context>
<context>
    <name>forsyth::MainWindow</name>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Forsyth</source>
        <translation>Forsyth</translation>
    </message>
    <message>
        <source>illegal position</source>
        <translation>非法局面</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>将杀</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>逼和</translation>
    </message>
    <message>
        <source>check</source>
        <translation>将军</translation>
    </message>
    <message>
        <source>Forsyth — %1</source>
        <translation>Forsyth — %1</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>Cannot read the FEN %1: %2</source>
        <translation>无法读取 FEN %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, with repairs: %2</source>
        <translation>%1，已修复：%2</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>Set up the standard start position</source>
        <translation>摆出标准初始局面</translation>
    </message>
    <message>
        <source>C&amp;lear board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <source>Remove every piece</source>
        <translation>移除所有棋子</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>交换颜色(&amp;W)</translation>
    </message>
    <message>
        <source>White&apos;s pieces become Black&apos;s on the mirrored ranks, and the reverse</source>
        <translation>白方棋子变为黑方棋子并移到上下对称的横线上，黑方棋子亦然</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>镜像(&amp;M)</translation>
    </message>
    <message>
        <source>Mirror the files: the a-file becomes the h-file</source>
        <translation>左右镜像各条直线：a 线变为 h 线</translation>
    </message>
    <message>
        <source>&amp;Chess960 position…</source>
        <translation>Chess960 局面(&amp;C)…</translation>
    </message>
    <message>
        <source>Set up a Chess960 start position by its number (0-959)</source>
        <translation>按编号（0-959）摆出 Chess960 初始局面</translation>
    </message>
    <message>
        <source>&amp;Random Chess960</source>
        <translation>随机 Chess960(&amp;R)</translation>
    </message>
    <message>
        <source>Set up a Chess960 start position at random</source>
        <translation>随机摆出一个 Chess960 初始局面</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard (Ctrl+Shift+C)</source>
        <translation>将 FEN 复制到剪贴板（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <source>Load the FEN on the clipboard (Ctrl+Shift+V)</source>
        <translation>载入剪贴板中的 FEN（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>&amp;Go to FEN field</source>
        <translation>转到 FEN 输入框(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>View the board from the other side (F)</source>
        <translation>从另一方的视角查看棋盘（F）</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Start position</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Start position</extracomment>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Clear board</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Clear board</extracomment>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>交换颜色</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960 局面</translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation>初始局面编号（0-959；518 为标准局面）：</translation>
    </message>
    <message>
        <source>There is no Chess960 position %1: the numbers go from 0 to 959</source>
        <translation>不存在 Chess960 局面 %1：编号范围为 0 到 959</translation>
    </message>
    <message>
        <source>Chess960 position %1</source>
        <translation>Chess960 局面 %1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <extracomment>The toolbar&apos;s short label of Edit &gt; Paste FEN</extracomment>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>已粘贴</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>上次的局面</translation>
    </message>
    <message>
        <source>Move mode: play legal moves to see how the FEN changes; off, the board edits freely (Ctrl+M)</source>
        <translation>走棋模式：走合法着法，观察 FEN 如何变化；关闭时可自由编辑棋盘（Ctrl+M）</translation>
    </message>
    <message>
        <source>&amp;Teaching view</source>
        <translation>教学视图(&amp;T)</translation>
    </message>
    <message>
        <source>Teach</source>
        <translation>教学</translation>
    </message>
    <message>
        <source>Colour the FEN by field, name the fields and explain the part under the mouse or caret</source>
        <translation>按字段为 FEN 着色，标出各字段的名称，并解释鼠标或光标所在的部分</translation>
    </message>
    <message>
        <source>Show FEN l&amp;etters on pieces</source>
        <translation>在棋子上显示 FEN 字母(&amp;E)</translation>
    </message>
    <message>
        <source>Write each piece&apos;s FEN letter (K, q, ...) in a corner of its square</source>
        <translation>在每个棋子所在格的一角写出它的 FEN 字母（K、q 等）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <extracomment>View &gt; Language: follow the language of the operating system</extracomment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>分享(&amp;S)</translation>
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
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>合集</translation>
    </message>
    <message>
        <source>&amp;Collection</source>
        <translation>合集(&amp;C)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>拖放</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>The text holds %1 positions, one a line. Open them as a collection?</source>
        <translation>文本中有 %1 个局面，每行一个。要把它们作为合集打开吗？</translation>
    </message>
    <message>
        <source>No takes the first position alone; Cancel takes nothing.</source>
        <translation>选“否”只取第一个局面；选“取消”则什么也不取。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder</source>
        <translation>无法打开 %1：这是一个文件夹</translation>
    </message>
    <message>
        <source>Pasted position</source>
        <translation>粘贴的局面</translation>
    </message>
    <message>
        <source>Pasted positions</source>
        <translation>粘贴的局面</translation>
    </message>
    <message>
        <source>Opened %1 positions as a collection</source>
        <translation>已将 %1 个局面作为合集打开</translation>
    </message>
    <message>
        <source>The text holds %1 games. Open them as a collection?</source>
        <translation>文本中有 %1 盘对局。要把它们作为合集打开吗？</translation>
    </message>
    <message>
        <source>Opened %1 games as a collection</source>
        <translation>已将 %1 盘对局作为合集打开</translation>
    </message>
    <message>
        <source>The text is a game with its moves. Open it to go through them?</source>
        <translation>这是一盘带着法的对局。要打开它逐步查看着法吗？</translation>
    </message>
    <message>
        <source>Opened a game: pick a move in the list of its moves</source>
        <translation>已打开一盘对局：请在着法列表中选择一步</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>排局求解</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步讲解</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the collection (or the position) as a worksheet, with a preview</source>
        <translation>将合集（或当前局面）打印为练习单，可先预览</translation>
    </message>
    <message>
        <source>Export &amp;worksheet (PDF)…</source>
        <translation>导出练习单 PDF(&amp;W)…</translation>
    </message>
    <message>
        <source>Write the collection (or the position) as a PDF worksheet</source>
        <translation>将合集（或当前局面）写成 PDF 练习单</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>导出练习单</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;rojector mode</source>
        <translation>投影模式(&amp;R)</translation>
    </message>
    <message>
        <source>Show the board and a large FEN with numbered fields full screen, for a class (F11 or Esc to leave; Ctrl++ and Ctrl+- zoom)</source>
        <translation>全屏显示棋盘和带字段编号的大号 FEN，供课堂使用（按 F11 或 Esc 退出；按 Ctrl++ 和 Ctrl+- 缩放）</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>Worksheet written: %1, pages: %2</source>
        <extracomment>%1 the PDF file, %2 its number of pages</extracomment>
        <translation>已写出练习单：%1（%2 页）</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <extracomment>The toolbar&apos;s short label of Edit &gt; Copy FEN</extracomment>
        <translation>复制 FEN</translation>
    </message>
    <message>
        <source>Flip board</source>
        <extracomment>The toolbar&apos;s short label of View &gt; Flip board</extracomment>
        <translation>翻转</translation>
    </message>
    <message>
        <source>Move mode</source>
        <extracomment>The toolbar&apos;s short label of Position &gt; Move mode</extracomment>
        <translation>走棋</translation>
    </message>
    <message>
        <source>Nothing to paste: the clipboard holds no text and no picture</source>
        <translation>没有可粘贴的内容：剪贴板上既没有文字也没有图片</translation>
    </message>
    <message>
        <source>the picture on the clipboard</source>
        <translation>剪贴板上的图片</translation>
    </message>
    <message>
        <source>The dropped picture is empty</source>
        <translation>拖入的图片是空的</translation>
    </message>
    <message>
        <source>the dropped picture</source>
        <translation>拖入的图片</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to read as a picture (%2 MB)</source>
        <translation>%1 太大，无法作为图片读取（%2 MB）</translation>
    </message>
    <message>
        <source>Still reading the last picture</source>
        <translation>仍在读取上一张图片</translation>
    </message>
    <message>
        <source>Reading the board in %1…</source>
        <translation>正在读取%1中的棋盘…</translation>
    </message>
    <message>
        <source>Nothing read from %1: %2</source>
        <translation>未能从%1读取任何内容：%2</translation>
    </message>
    <message>
        <source>Read from a picture</source>
        <translation>从图片读取</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of a note, one after the other: Chinese puts no space between</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>The picture holds more than one board, and one was read: to read another, crop the picture to it.</source>
        <translation>图片中有不止一个棋盘，只读取了其中一个。要读取另一个，请把图片裁剪到只剩那个棋盘。</translation>
    </message>
    <message>
        <source>Read from %1 in %2&#xa0;s. A picture shows no side to move, castling or en passant: %3.</source>
        <translation>已从%1读取，用时 %2&#xa0;秒。图片看不出轮到谁走、易位和吃过路兵，因此设为：%3。</translation>
    </message>
    <message>
        <source>Black was at the bottom: the board is turned as the picture showed it.</source>
        <translation>图片中黑方在下方：棋盘已按图片的方向转过来。</translation>
    </message>
    <message>
        <source>One square read unsurely is framed, with what else it may hold.</source>
        <translation>有 1 个格子识别得不够确定，已加框标出，并显示可能的其他棋子。</translation>
    </message>
    <message>
        <source>%1 squares read unsurely are framed, with what else they may hold.</source>
        <translation>有 %1 个格子识别得不够确定，已加框标出，并显示可能的其他棋子。</translation>
    </message>
    <message>
        <source>Black to move (its king is attacked), castling where kings and rooks stand on their squares, no en passant</source>
        <translation>黑方走棋（黑王正被攻击），易位权按王和车是否在原位判断，没有吃过路兵</translation>
    </message>
    <message>
        <source>White to move, castling where kings and rooks stand on their squares, no en passant</source>
        <translation>白方走棋，易位权按王和车是否在原位判断，没有吃过路兵</translation>
    </message>
    <message>
        <source>The picture on the clipboard could not be taken: it is in a format Forsyth cannot read, or too large</source>
        <translation>无法取得剪贴板中的图片：Forsyth 读不了它的格式，或者图片太大</translation>
    </message>
    <message>
        <source>The board stood on its side in the picture and was read turned upright.</source>
        <translation>图片中的棋盘是横放的，已转正后读取。</translation>
    </message>
    <message>
        <source>The board was upside down in the picture and was read turned the right way up.</source>
        <translation>图片中的棋盘是倒置的，已转正后读取。</translation>
    </message>
    <message>
        <source>The picture was mirrored (its board&apos;s top left square is dark) and was read mirrored back.</source>
        <translation>图片被左右翻转过（棋盘左上角的格子是深色），已翻转回来读取。</translation>
    </message>
    <message>
        <source>The picture was flipped top to bottom (its board&apos;s top left square is dark, its pieces on their heads) and was read flipped back.</source>
        <translation>图片被上下翻转过（棋盘左上角的格子是深色，棋子头朝下），已翻转回来读取。</translation>
    </message>
    <message>
        <source>The board&apos;s top left square is dark, as on a board coloured the wrong way round; it was read as drawn.</source>
        <translation>棋盘左上角的格子是深色，像是颜色画反了的棋盘；已按原样读取。</translation>
    </message>
    <message>
        <source>The picture&apos;s file ends early: the part it lacks is grey, and its squares were read as empty.</source>
        <translation>图片文件提前中断：缺失的部分显示为灰色，其中的格子按空格读取。</translation>
    </message>
    <message>
        <source>M&amp;ove mode</source>
        <translation>走棋模式(&amp;O)</translation>
    </message>
    <message>
        <source>%1. A line that does not read as a position was left out, so from it on the sheet&apos;s numbers are not the list&apos;s</source>
        <translation>%1。有 1 行无法读成局面，已略去，因此从这一行起，练习单上的编号与列表中的不同</translation>
    </message>
    <message numerus="yes">
        <source>%1. %n lines that do not read as a position were left out, so from the first of them on the sheet&apos;s numbers are not the list&apos;s</source>
        <translation>
            <numerusform>%1。有 %n 行无法读成局面，已略去，因此从其中第一行起，练习单上的编号与列表中的不同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>forsyth::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>棋子面板</translation>
    </message>
    <message>
        <source>%1 (%2): click to paint with it, or drag it onto the board</source>
        <translation>%1（%2）：单击后可在棋盘上摆放，也可直接拖到棋盘上</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <source>Eraser: click or sweep squares to empty them</source>
        <translation>橡皮擦：单击或拖过格子即可清空</translation>
    </message>
</context>
<context>
    <name>forsyth::PositionDocument</name>
    <message>
        <source>Empty %1</source>
        <translation>清空 %1</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation>在 %2 放置%1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>将%1移到 %2</translation>
    </message>
    <message>
        <source>Copy %1 to %2</source>
        <translation>将%1复制到 %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>设为白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>设为黑方走棋</translation>
    </message>
    <message>
        <source>Change castling rights</source>
        <translation>更改易位权</translation>
    </message>
    <message>
        <source>Change en passant square</source>
        <translation>更改吃过路兵目标格</translation>
    </message>
    <message>
        <source>Change halfmove clock</source>
        <translation>更改半回合计数</translation>
    </message>
    <message>
        <source>Change fullmove number</source>
        <translation>更改回合数</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>更改标题</translation>
    </message>
    <message>
        <source>Type FEN</source>
        <translation>输入 FEN</translation>
    </message>
    <message>
        <source>En passant square %1 removed: no pawn could just have passed it</source>
        <translation>已移除吃过路兵目标格 %1：不可能有兵刚刚越过该格</translation>
    </message>
    <message>
        <source>Castling right %1 set aside until its king and rook are back</source>
        <translation>易位权 %1 暂时搁置，直到王和车回到原位</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>%1 is a move such as e2-e4</extracomment>
        <translation>走棋 %1</translation>
    </message>
    <message>
        <source>Castling rights %1 set aside until their king and rooks are back</source>
        <translation>易位权 %1 暂时搁置，直到王和车回到原位</translation>
    </message>
    <message>
        <source>Add position</source>
        <translation>添加局面</translation>
    </message>
    <message>
        <source>Duplicate position</source>
        <translation>复制局面</translation>
    </message>
    <message>
        <source>Delete position</source>
        <translation>删除局面</translation>
    </message>
    <message>
        <source>Move position %1 to %2</source>
        <translation>将第 %1 个局面移到第 %2 位</translation>
    </message>
    <message>
        <source>Chess960 castling on</source>
        <translation>开启 Chess960 易位</translation>
    </message>
    <message>
        <source>Chess960 castling off</source>
        <translation>关闭 Chess960 易位</translation>
    </message>
    <message>
        <source>Set up after %1</source>
        <translation>从 %1 之后开始</translation>
    </message>
    <message>
        <source>Mark C+</source>
        <translation>标记 C+</translation>
    </message>
    <message>
        <source>Remove C+</source>
        <translation>移除 C+</translation>
    </message>
</context>
<context>
    <name>forsyth::ProjectorWindow</name>
    <message>
        <source>Forsyth: projector</source>
        <translation>Forsyth：投影</translation>
    </message>
</context>
<context>
    <name>forsyth::QuizPanel</name>
    <message>
        <source>Quiz over</source>
        <translation>测验结束</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
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
        <translation>查看得分</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Check the answer (Enter)</source>
        <translation>检查答案（Enter）</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>新测验</translation>
    </message>
    <message>
        <source>Ten new questions on the position on the board</source>
        <translation>针对棋盘上的局面出十道新题</translation>
    </message>
</context>
<context>
    <name>forsyth::ReadingNote</name>
    <message>
        <source>Picture read</source>
        <translation>图片读取结果</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>关闭此说明</translation>
    </message>
</context>
<context>
    <name>forsyth::RecordDelegate</name>
    <message>
        <source>Position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
</context>
<context>
    <name>forsyth::RecordList</name>
    <message>
        <source>Legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <source>Legal, with warnings</source>
        <translation>合法，有警告</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>非法</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>无法读取</translation>
    </message>
</context>
<context>
    <name>forsyth::ShareActions</name>
    <message>
        <source>Open in &amp;Lichess (analysis)</source>
        <translation>在 Lichess 中分析(&amp;L)</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Open the position on Lichess&apos;s analysis board</source>
        <translation>在 Lichess 分析棋盘中打开局面</translation>
    </message>
    <message>
        <source>Open in Lichess (board &amp;editor)</source>
        <translation>在 Lichess 棋盘编辑器中打开(&amp;E)</translation>
    </message>
    <message>
        <source>Lichess editor</source>
        <translation>Lichess 编辑器</translation>
    </message>
    <message>
        <source>Open the position in Lichess&apos;s board editor</source>
        <translation>在 Lichess 棋盘编辑器中打开局面</translation>
    </message>
    <message>
        <source>Open in &amp;Chess.com (analysis)</source>
        <translation>在 Chess.com 中分析(&amp;C)</translation>
    </message>
    <message>
        <source>Chess.com</source>
        <translation>Chess.com</translation>
    </message>
    <message>
        <source>Open the position on Chess.com&apos;s analysis board</source>
        <translation>在 Chess.com 分析棋盘中打开局面</translation>
    </message>
    <message>
        <source>Copy Lichess l&amp;ink</source>
        <translation>复制 Lichess 链接(&amp;I)</translation>
    </message>
    <message>
        <source>Copy Chess.com li&amp;nk</source>
        <translation>复制 Chess.com 链接(&amp;N)</translation>
    </message>
    <message>
        <source>Copy as &amp;Unicode diagram</source>
        <translation>复制为 Unicode 棋图(&amp;U)</translation>
    </message>
    <message>
        <source>Copy the board as chess symbols, for forums and chats</source>
        <translation>将棋盘复制为国际象棋符号，便于在论坛和聊天中使用</translation>
    </message>
    <message>
        <source>Copy as &amp;ASCII diagram</source>
        <translation>复制为 ASCII 棋图(&amp;A)</translation>
    </message>
    <message>
        <source>Copy the board as FEN letters</source>
        <translation>将棋盘复制为 FEN 字母</translation>
    </message>
    <message>
        <source>%1. Open the position there anyway?</source>
        <translation>%1。仍要在 Lichess 中打开此局面吗？</translation>
    </message>
    <message>
        <source>%1, so it will not show this position. Go on anyway?</source>
        <translation>%1，因此不会显示此局面。仍要继续吗？</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Opened the position on %1</source>
        <translation>已在 %1 中打开局面</translation>
    </message>
    <message>
        <source>Could not open a web browser for %1</source>
        <translation>无法打开网页浏览器以访问 %1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source>Copied the board as a Unicode diagram</source>
        <translation>已将棋盘复制为 Unicode 棋图</translation>
    </message>
    <message>
        <source>Copied the board as an ASCII diagram</source>
        <translation>已将棋盘复制为 ASCII 棋图</translation>
    </message>
</context>
<context>
    <name>forsyth::SolverPanel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 records.</source>
        <translation>共 %2 条记录，验证 %1 条后停止。</translation>
    </message>
    <message>
        <source>%1 records verified.</source>
        <translation>已验证 %1 条记录。</translation>
    </message>
    <message>
        <source>Searching: %1 positions, %2 s</source>
        <translation>正在搜索：%1 个局面，%2 秒</translation>
    </message>
    <message>
        <source>Record %1 states no stipulation.</source>
        <translation>第 %1 条记录没有写明要求。</translation>
    </message>
    <message>
        <source>Record %1: %2</source>
        <translation>第 %1 条记录：%2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>关键着 %1</translation>
    </message>
    <message>
        <source>Remove C+</source>
        <translation>移除 C+</translation>
    </message>
    <message>
        <source>Mark C+</source>
        <translation>标记 C+</translation>
    </message>
    <message>
        <source>Stipulation:</source>
        <translation>要求：</translation>
    </message>
    <message>
        <source>Direct mate: the side to move mates</source>
        <translation>直接杀：轮到走棋的一方将杀对方</translation>
    </message>
    <message>
        <source>Helpmate: the side to move is mated, both sides helping</source>
        <translation>协杀：双方配合，轮到走棋的一方被将杀</translation>
    </message>
    <message>
        <source>Selfmate: the side to move forces the other to mate it</source>
        <translation>自杀：轮到走棋的一方迫使对方将杀自己</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Computer-tested: written into the record when the file is saved</source>
        <translation>电脑验证标记：保存文件时写入记录</translation>
    </message>
    <message>
        <source>Every record</source>
        <translation>全部记录</translation>
    </message>
    <message>
        <source>Verify all</source>
        <translation>全部验证</translation>
    </message>
    <message>
        <source>at most, seconds per record:</source>
        <translation>每条记录最多秒数：</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
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
        <translation>易位后：王从 %1 走到 %2</translation>
    </message>
    <message>
        <source>After %1 to %2, promoting to a %3</source>
        <translation>%1 到 %2 之后，升变为%3</translation>
    </message>
    <message>
        <source>After %1 to %2</source>
        <translation>%1 到 %2 之后</translation>
    </message>
    <message>
        <source>The FEN is now %1</source>
        <translation>现在的 FEN 为 %1。</translation>
    </message>
</context>
<context>
    <name>forsyth::WalkPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>步骤 %1/%2</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步讲解</translation>
    </message>
    <message>
        <source>The FEN is empty: there is nothing to read.</source>
        <translation>FEN 为空：没有可读的内容。</translation>
    </message>
    <message>
        <source>Press Next (or the right arrow) to read the FEN one character at a time: the board fills in from a8, rank by rank down to rank 1, and then fields 2 to 6 say who is to move, who may castle, the en passant square and the two counters.</source>
        <translation>按“下一步”（或右方向键）逐个字符读取 FEN：棋盘从 a8 开始，一条横线一条横线地填到第 1 横线；然后第 2 至第 6 字段依次说明走棋方、易位权、吃过路兵目标格和两个计数。</translation>
    </message>
    <message>
        <source>That is the whole FEN.</source>
        <translation>整个 FEN 已经读完。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a piece read in a rank and its letter: &quot;black rook (r)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>1 empty square (%1)</source>
        <extracomment>empty squares read in a rank and their digit: &quot;2 empty squares (2)&quot;</extracomment>
        <translation>1 个空格子（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n empty squares (%1)</source>
        <translation>
            <numerusform>%n 个空格子（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1 so far: %2</source>
        <extracomment>%1 a rank&apos;s number, %2 what has been read of it: &quot;black rook (r), 1 empty square (1)&quot;</extracomment>
        <translation>第 %1 横线目前读到：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>The character before (Left arrow or Page Up)</source>
        <translation>前一个字符（左方向键或 Page Up）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>The next character (Right arrow or Page Down)</source>
        <translation>下一个字符（右方向键或 Page Down）</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>从头开始</translation>
    </message>
    <message>
        <source>Back to the empty board (Home)</source>
        <translation>回到空棋盘（Home）</translation>
    </message>
</context>
<context>
    <name>forsyth::WorksheetDialog</name>
    <message>
        <source>&amp;FEN under each diagram</source>
        <translation>棋图下方写 FEN(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Lines for the answer</source>
        <translation>答题横线(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Piece count, as (8+10)</source>
        <translation>子力数，如 (8+10)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Answer key at the end</source>
        <translation>末尾附答案(&amp;A)</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习单</translation>
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
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Diagrams a page:</source>
        <translation>每页棋图数(&amp;D)：</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>纸张(&amp;R)：</translation>
    </message>
</context>
</TS>
