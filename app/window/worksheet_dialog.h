// The worksheet's options, asked before printing or exporting a PDF: diagrams a page, the FEN,
// answer lines, the piece count, the answer key, the paper and the title; remembered.
#pragma once

#include "worksheet_painter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace forsyth {

class WorksheetDialog : public QDialog {
    Q_OBJECT

public:
    // Shows the options last chosen (storedOptions), the title suggested.
    WorksheetDialog(const QString& title, QWidget* parent = nullptr);

    WorksheetOptions options() const;

    // In the settings under worksheet/; defaults (6 a page, nothing else, A4) when none are.
    static WorksheetOptions storedOptions();
    static void storeOptions(const WorksheetOptions& options);

private:
    QComboBox* perPage_;
    QCheckBox* fen_;
    QCheckBox* answerLines_;
    QCheckBox* pieceCount_;
    QCheckBox* answerKey_;
    QComboBox* paper_;
    QLineEdit* title_;
};

} // namespace forsyth
