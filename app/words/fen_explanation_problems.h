// What is wrong with one part of a FEN, in words a learner follows: the reader's errors and
// repairs and core's findings, each attached to the field (and colour or square) it concerns.
#pragma once

#include "fen.h"
#include "fen_anatomy.h"
#include "findings.h"

#include <QStringList>

#include <string_view>
#include <vector>

namespace forsyth {

struct ProblemContext {
    std::string_view fen;
    const FenReadResult& read;
    const std::vector<Finding>& findings; // judge(*read.position); empty when it does not read
};

QStringList problemsFor(const ProblemContext& context, const FenToken& token);

} // namespace forsyth
