// `forsyth read-image IMAGE... [--json]`: the FEN of the board in each picture (docs/MODEL.md).
#pragma once

namespace forsyth {

int runReadImage();

} // namespace forsyth
