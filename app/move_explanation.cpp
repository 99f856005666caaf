// STUB by the lead: H3 replaces this file.
#include "move_explanation.h"

namespace forsyth {

QStringList explainMove(const Position&, Move) { return {}; }

} // namespace forsyth
