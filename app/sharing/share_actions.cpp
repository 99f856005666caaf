#include "share_actions.h"

#include "diagram.h"
#include "field_messages.h"
#include "position_document.h"
#include "share_links.h"
#include "themed_icon.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

#include <algorithm>

namespace forsyth {

ShareActions::ShareActions(
    PositionDocument* document, BoardOnScreenSource board, QMenu* menu, QWidget* window)
    : QObject(window)
    , document_(document)
    , board_(std::move(board))
    , window_(window)
{
    setObjectName(QStringLiteral("shareActions"));
    analysis_ = add("actionOpenLichessAnalysis", &ShareActions::openLichessAnalysis);
    analysis_->setIcon(themedIcon(QStringLiteral("internet-web-browser")));
    editor_ = add("actionOpenLichessEditor", &ShareActions::openLichessEditor);
    editor_->setIcon(themedIcon(QStringLiteral("internet-web-browser")));
    chessCom_ = add("actionOpenChessCom", &ShareActions::openChessCom);
    chessCom_->setIcon(themedIcon(QStringLiteral("internet-web-browser")));
    lichessLink_ = add("actionCopyLichessLink", &ShareActions::copyLichessLink);
    chessComLink_ = add("actionCopyChessComLink", &ShareActions::copyChessComLink);
    unicode_ = add("actionCopyUnicodeDiagram", &ShareActions::copyUnicodeDiagram);
    ascii_ = add("actionCopyAsciiDiagram", &ShareActions::copyAsciiDiagram);
    retranslate();

    menu->addActions({analysis_, editor_, chessCom_});
    menu->addSeparator();
    menu->addActions({lichessLink_, chessComLink_});
    menu->addSeparator();
    menu->addActions({unicode_, ascii_});
    openActions_ = {analysis_, editor_, chessCom_};
}

QAction* ShareActions::add(const char* objectName, void (ShareActions::*slot)())
{
    auto* action = new QAction(this);
    action->setObjectName(QLatin1String(objectName));
    connect(action, &QAction::triggered, this, slot);
    return action;
}

void ShareActions::retranslate()
{
    analysis_->setText(tr("Open in &Lichess (analysis)"));
    analysis_->setIconText(tr("Lichess"));
    analysis_->setToolTip(tr("Open the position on Lichess's analysis board"));
    editor_->setText(tr("Open in Lichess (board &editor)"));
    editor_->setIconText(tr("Lichess editor"));
    editor_->setToolTip(tr("Open the position in Lichess's board editor"));
    chessCom_->setText(tr("Open in &Chess.com (analysis)"));
    chessCom_->setIconText(tr("Chess.com"));
    chessCom_->setToolTip(tr("Open the position on Chess.com's analysis board"));
    lichessLink_->setText(tr("Copy Lichess l&ink"));
    chessComLink_->setText(tr("Copy Chess.com li&nk"));
    unicode_->setText(tr("Copy as &Unicode diagram"));
    unicode_->setToolTip(tr("Copy the board as chess symbols, for forums and chats"));
    ascii_->setText(tr("Copy as &ASCII diagram"));
    ascii_->setToolTip(tr("Copy the board as FEN letters"));
}

bool ShareActions::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

QString ShareActions::fen() const { return document_->fen(); }

bool ShareActions::flipped() const { return board_().flipped; }

QString ShareActions::lichessQuestion() const
{
    // Judged on the FEN the link carries, not on the position behind it.
    const FenWriteOptions options = document_->fenOptions();
    const LichessVerdict verdict = lichessVerdict(document_->position(), options);
    if (verdict.accepts && verdict.kept == asWritten(document_->position(), options))
        return {};
    const QString line = lichessLine(document_->position(), options);
    return verdict.accepts ? tr("%1. Open the position there anyway?").arg(line)
                           : tr("%1, so it will not show this position. Go on anyway?").arg(line);
}

bool ShareActions::lichessConfirmed()
{
    const QString question = lichessQuestion();
    if (question.isEmpty())
        return true;
    if (confirm_)
        return confirm_(question);
    QMessageBox box(QMessageBox::Question, tr("Lichess"), question, QMessageBox::Cancel, window_);
    QPushButton* go = box.addButton(tr("Continue"), QMessageBox::AcceptRole);
    box.setDefaultButton(go);
    box.exec();
    return box.clickedButton() == go;
}

void ShareActions::open(const QString& link, const QString& site)
{
    const QUrl url(link, QUrl::StrictMode);
    const bool opened = opener_ ? opener_(url) : QDesktopServices::openUrl(url);
    emit noted(opened ? tr("Opened the position on %1").arg(site)
                      : tr("Could not open a web browser for %1").arg(link));
}

void ShareActions::copy(const QString& text, const QString& note)
{
    QGuiApplication::clipboard()->setText(text);
    emit noted(note);
}

void ShareActions::openLichessAnalysis()
{
    if (lichessConfirmed())
        open(lichessAnalysisLink(fen(), flipped(), isChess960()), tr("Lichess"));
}

// No question here: the board editor takes any placement (mending one is what it is for).
void ShareActions::openLichessEditor() { open(lichessEditorLink(fen(), flipped()), tr("Lichess")); }

void ShareActions::openChessCom() { open(chessComAnalysisLink(fen(), flipped()), tr("Chess.com")); }

void ShareActions::copyLichessLink()
{
    if (!lichessConfirmed())
        return;
    const QString link = lichessAnalysisLink(fen(), flipped(), isChess960());
    copy(link, tr("Copied %1").arg(link));
}

bool ShareActions::isChess960() const
{
    const std::vector<Finding>& findings = document_->findings();
    return std::any_of(findings.begin(), findings.end(),
        [](const Finding& f) { return f.code == FindingCode::Chess960Castling; });
}

void ShareActions::copyChessComLink()
{
    const QString link = chessComAnalysisLink(fen(), flipped());
    copy(link, tr("Copied %1").arg(link));
}

void ShareActions::copyUnicodeDiagram()
{
    copy(QString::fromStdString(unicodeDiagram(document_->position(), flipped(), true)),
        tr("Copied the board as a Unicode diagram"));
}

void ShareActions::copyAsciiDiagram()
{
    copy(QString::fromStdString(asciiDiagram(document_->position(), flipped(), true)),
        tr("Copied the board as an ASCII diagram"));
}

} // namespace forsyth
