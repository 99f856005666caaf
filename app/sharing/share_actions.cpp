#include "share_actions.h"

#include "diagram.h"
#include "field_messages.h"
#include "position_document.h"
#include "share_links.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

namespace forsyth {

ShareActions::ShareActions(
    PositionDocument* document, BoardOnScreenSource board, QMenu* menu, QWidget* window)
    : QObject(window)
    , document_(document)
    , board_(std::move(board))
    , window_(window)
{
    setObjectName(QStringLiteral("shareActions"));
    QAction* analysis = add(
        "actionOpenLichessAnalysis", tr("Open in &Lichess (analysis)"), &ShareActions::openLichessAnalysis);
    analysis->setIcon(QIcon::fromTheme(QStringLiteral("internet-web-browser")));
    analysis->setIconText(tr("Lichess"));
    analysis->setToolTip(tr("Open the position on Lichess's analysis board"));
    QAction* editor = add(
        "actionOpenLichessEditor", tr("Open in Lichess (board &editor)"), &ShareActions::openLichessEditor);
    editor->setIcon(QIcon::fromTheme(QStringLiteral("internet-web-browser")));
    editor->setIconText(tr("Lichess editor"));
    editor->setToolTip(tr("Open the position in Lichess's board editor"));
    QAction* chessCom
        = add("actionOpenChessCom", tr("Open in &Chess.com (analysis)"), &ShareActions::openChessCom);
    chessCom->setIcon(QIcon::fromTheme(QStringLiteral("internet-web-browser")));
    chessCom->setIconText(tr("Chess.com"));
    chessCom->setToolTip(tr("Open the position on Chess.com's analysis board"));
    QAction* lichessLink
        = add("actionCopyLichessLink", tr("Copy Lichess l&ink"), &ShareActions::copyLichessLink);
    QAction* chessComLink
        = add("actionCopyChessComLink", tr("Copy Chess.com li&nk"), &ShareActions::copyChessComLink);
    QAction* unicode
        = add("actionCopyUnicodeDiagram", tr("Copy as &Unicode diagram"), &ShareActions::copyUnicodeDiagram);
    unicode->setToolTip(tr("Copy the board as chess symbols, for forums and chats"));
    QAction* ascii
        = add("actionCopyAsciiDiagram", tr("Copy as &ASCII diagram"), &ShareActions::copyAsciiDiagram);
    ascii->setToolTip(tr("Copy the board as FEN letters"));

    menu->addActions({analysis, editor, chessCom});
    menu->addSeparator();
    menu->addActions({lichessLink, chessComLink});
    menu->addSeparator();
    menu->addActions({unicode, ascii});
    openActions_ = {analysis, editor, chessCom};
}

QAction* ShareActions::add(const char* objectName, const QString& text, void (ShareActions::*slot)())
{
    auto* action = new QAction(text, this);
    action->setObjectName(QLatin1String(objectName));
    connect(action, &QAction::triggered, this, slot);
    return action;
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
        open(lichessAnalysisLink(fen(), flipped()), tr("Lichess"));
}

// No question here: the board editor takes any placement (mending one is what it is for).
void ShareActions::openLichessEditor() { open(lichessEditorLink(fen(), flipped()), tr("Lichess")); }

void ShareActions::openChessCom() { open(chessComAnalysisLink(fen(), flipped()), tr("Chess.com")); }

void ShareActions::copyLichessLink()
{
    if (!lichessConfirmed())
        return;
    const QString link = lichessAnalysisLink(fen(), flipped());
    copy(link, tr("Copied %1").arg(link));
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
