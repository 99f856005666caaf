// The Share menu and its toolbar buttons: the position opened on Lichess or Chess.com, its
// links copied, and the board copied as a text diagram. It fills the menu it is given; the
// window shows its notes and puts its open actions on the toolbar.
#pragma once

#include "board_on_screen.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QWidget;
class QUrl;

namespace forsyth {

class PositionDocument;

class ShareActions : public QObject {
    Q_OBJECT

public:
    // `window` is the parent of its dialogs and owns it.
    ShareActions(PositionDocument* document, BoardOnScreenSource board, QMenu* menu, QWidget* window);

    // Open in Lichess (analysis, editor) and Chess.com: what the toolbar shows.
    QList<QAction*> openActions() const { return openActions_; }

    // Opens a link; QDesktopServices::openUrl unless a test puts a stand-in here.
    using LinkOpener = std::function<bool(const QUrl& url)>;
    void setLinkOpener(LinkOpener opener) { opener_ = std::move(opener); }
    // Asks whether to go on (true) with a question; a Continue/Cancel box unless replaced.
    using Confirmation = std::function<bool(const QString& question)>;
    void setConfirmation(Confirmation confirm) { confirm_ = std::move(confirm); }

    // What Lichess would refuse or change in the position, as a question for the user;
    // empty when Lichess takes it as it is.
    QString lichessQuestion() const;

signals:
    // A note for the status bar: what was opened or copied.
    void noted(const QString& text);

public slots:
    void openLichessAnalysis();
    void openLichessEditor();
    void openChessCom();
    void copyLichessLink();
    void copyChessComLink();
    void copyUnicodeDiagram();
    void copyAsciiDiagram();

protected:
    // LanguageChange, which the window passes on to its children: retranslate().
    bool event(QEvent* event) override;

private:
    QAction* add(const char* objectName, void (ShareActions::*slot)());
    void retranslate();
    bool lichessConfirmed();
    QString fen() const;
    bool flipped() const;
    // Castling only Chess960 allows (docs/FEN-RULES.md §7): the position opens on Lichess's
    // Chess960 board.
    bool isChess960() const;
    void open(const QString& link, const QString& site);
    void copy(const QString& text, const QString& note);

    PositionDocument* document_;
    BoardOnScreenSource board_;
    QWidget* window_;
    QAction* analysis_ = nullptr;
    QAction* editor_ = nullptr;
    QAction* chessCom_ = nullptr;
    QAction* lichessLink_ = nullptr;
    QAction* chessComLink_ = nullptr;
    QAction* unicode_ = nullptr;
    QAction* ascii_ = nullptr;
    QList<QAction*> openActions_;
    LinkOpener opener_;
    Confirmation confirm_;
};

} // namespace forsyth
