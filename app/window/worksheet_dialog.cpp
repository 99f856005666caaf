#include "worksheet_dialog.h"

#include "settings_file.h"
#include "worksheet_layout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>

#include <algorithm>

namespace forsyth {

WorksheetDialog::WorksheetDialog(const QString& title, QWidget* parent)
    : QDialog(parent)
    , perPage_(new QComboBox(this))
    , fen_(new QCheckBox(tr("&FEN under each diagram"), this))
    , answerLines_(new QCheckBox(tr("&Lines for the answer"), this))
    , pieceCount_(new QCheckBox(tr("&Piece count, as (8+10)"), this))
    , answerKey_(new QCheckBox(tr("&Answer key at the end"), this))
    , paper_(new QComboBox(this))
    , title_(new QLineEdit(title, this))
{
    setWindowTitle(tr("Worksheet"));
    setObjectName(QStringLiteral("worksheetDialog"));
    for (const int n : WorksheetPerPageChoices)
        perPage_->addItem(QString::number(n), n);
    paper_->addItem(tr("A4"), static_cast<int>(WorksheetPaper::A4));
    paper_->addItem(tr("Letter"), static_cast<int>(WorksheetPaper::Letter));
    const WorksheetOptions stored = storedOptions();
    perPage_->setCurrentIndex(std::max(0, perPage_->findData(stored.perPage)));
    fen_->setChecked(stored.fen);
    answerLines_->setChecked(stored.answerLines);
    pieceCount_->setChecked(stored.pieceCount);
    answerKey_->setChecked(stored.answerKey);
    paper_->setCurrentIndex(std::max(0, paper_->findData(static_cast<int>(stored.paper))));

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Title:"), title_);
    form->addRow(tr("&Diagrams a page:"), perPage_);
    form->addRow(fen_);
    form->addRow(answerLines_);
    form->addRow(pieceCount_);
    form->addRow(answerKey_);
    form->addRow(tr("Pape&r:"), paper_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, [this] { storeOptions(options()); });
}

WorksheetOptions WorksheetDialog::options() const
{
    WorksheetOptions options;
    options.perPage = perPage_->currentData().toInt();
    options.fen = fen_->isChecked();
    options.answerLines = answerLines_->isChecked();
    options.pieceCount = pieceCount_->isChecked();
    options.answerKey = answerKey_->isChecked();
    options.paper = static_cast<WorksheetPaper>(paper_->currentData().toInt());
    options.title = title_->text().trimmed();
    return options;
}

WorksheetOptions WorksheetDialog::storedOptions()
{
    const QSettings s(SettingsOrganisation, SettingsApplication);
    WorksheetOptions options;
    const int perPage = s.value(QStringLiteral("worksheet/perPage"), options.perPage).toInt();
    options.perPage = worksheetGrid(perPage) ? perPage : options.perPage;
    options.fen = s.value(QStringLiteral("worksheet/fen"), false).toBool();
    options.answerLines = s.value(QStringLiteral("worksheet/answerLines"), false).toBool();
    options.pieceCount = s.value(QStringLiteral("worksheet/pieceCount"), false).toBool();
    options.answerKey = s.value(QStringLiteral("worksheet/answerKey"), false).toBool();
    options.paper = s.value(QStringLiteral("worksheet/paper")).toString() == QLatin1String("letter")
        ? WorksheetPaper::Letter
        : WorksheetPaper::A4;
    return options;
}

void WorksheetDialog::storeOptions(const WorksheetOptions& options)
{
    QSettings s(SettingsOrganisation, SettingsApplication);
    s.setValue(QStringLiteral("worksheet/perPage"), options.perPage);
    s.setValue(QStringLiteral("worksheet/fen"), options.fen);
    s.setValue(QStringLiteral("worksheet/answerLines"), options.answerLines);
    s.setValue(QStringLiteral("worksheet/pieceCount"), options.pieceCount);
    s.setValue(QStringLiteral("worksheet/answerKey"), options.answerKey);
    s.setValue(QStringLiteral("worksheet/paper"),
        options.paper == WorksheetPaper::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
}

} // namespace forsyth
