// View > Pieces, View > Board and View > Colours: the piece set (each offered with a
// picture of its knights, and shown on the board while the menu points at it), the board's
// colour scheme and where its coordinates go, light or dark. Each choice is applied at once
// to every view through Look and ColourScheme, and remembered (docs/LOOK.md).
#pragma once

#include "colour_scheme.h"

#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QMenu;

namespace forsyth {

class AppearanceMenus : public QObject {
    Q_OBJECT

public:
    // Restores the remembered choices, then adds the three menus to `view`; `window` owns it.
    AppearanceMenus(QMenu* view, QObject* window);

    ColourScheme& colourScheme() { return *scheme_; }
    QMenu* piecesMenu() const { return pieces_; }
    QMenu* boardMenu() const { return board_; }
    QMenu* coloursMenu() const { return colours_; }

    // The same as the menus' items, for tests and the command line of the window.
    void choosePieceSet(const QString& id);
    void chooseBoardTheme(const QString& id);
    void chooseColours(ColourScheme::Choice choice);

protected:
    bool event(QEvent* event) override; // LanguageChange: retranslate()

private:
    void restore();
    void fillPiecesMenu(); // on each showing: sets installed since are listed too
    void fillBoardMenu();
    void checkTheme(); // the chosen scheme's radio button
    void retranslate();
    void previewPieceSet(const QString& id);
    void endPreview();

    ColourScheme* scheme_;
    QMenu* pieces_;
    QActionGroup* piecesGroup_ = nullptr;
    QMenu* board_;
    QMenu* colours_;
    QActionGroup* coordinatesGroup_;
    QAction* outside_;
    QAction* inside_;
    QActionGroup* coloursGroup_;
    QAction* system_;
    QAction* light_;
    QAction* dark_;
    QString chosenPieces_; // what a preview returns to
    QString chosenTheme_;
};

} // namespace forsyth
