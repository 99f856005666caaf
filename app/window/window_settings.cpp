// MainWindow's settings kept between runs: window geometry and state, board orientation,
// the FEN notation choices and the last position.
#include "main_window.h"

#include "as_string_view.h"
#include "board_view.h"
#include "fen.h"
#include "position_document.h"
#include "settings_file.h"

#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace forsyth {

namespace {

// The keys, and the words stored for the enums (words, not numbers, so a reordered enum
// cannot turn a stored choice into another).
const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString FlippedKey = QStringLiteral("board/flipped");
const QString LettersKey = QStringLiteral("board/letters");
const QString TeachingKey = QStringLiteral("view/teaching");
const QString NotationKey = QStringLiteral("fen/castlingNotation");
const QString EpOutputKey = QStringLiteral("fen/epOutput");
const QString PositionKey = QStringLiteral("position/last");
const QString Chess960Key = QStringLiteral("position/chess960");

QString notationWord(CastlingNotation notation)
{
    switch (notation) {
    case CastlingNotation::Standard:
        return QStringLiteral("standard");
    case CastlingNotation::XFen:
        return QStringLiteral("xfen");
    case CastlingNotation::Shredder:
        return QStringLiteral("shredder");
    }
    return {};
}

std::optional<CastlingNotation> notationFromWord(const QString& word)
{
    for (const CastlingNotation n :
        {CastlingNotation::Standard, CastlingNotation::XFen, CastlingNotation::Shredder}) {
        if (word == notationWord(n))
            return n;
    }
    return std::nullopt;
}

QString epOutputWord(EpOutput output)
{
    return output == EpOutput::OnlyCapturable ? QStringLiteral("capturable") : QStringLiteral("always");
}

} // namespace

void MainWindow::restoreDocumentSettings()
{
    const QSettings s(SettingsOrganisation, SettingsApplication);
    if (const auto notation = notationFromWord(s.value(NotationKey).toString()))
        document_->setCastlingNotation(*notation);
    const QString ep = s.value(EpOutputKey).toString();
    if (ep == epOutputWord(EpOutput::OnlyCapturable))
        document_->setEpOutput(EpOutput::OnlyCapturable);
    else if (ep == epOutputWord(EpOutput::Always))
        document_->setEpOutput(EpOutput::Always);

    const QByteArray fen = s.value(PositionKey).toString().toUtf8();
    if (fen.isEmpty())
        return;
    const FenReadResult read = readFen(asStringView(fen));
    if (read.ok()) {
        document_->setPosition(*read.position, tr("Last position"));
        if (s.value(Chess960Key, false).toBool())
            document_->setChess960(true);
        // Where the session starts: undo must not go back to the start position behind it.
        document_->startSession();
    }
}

void MainWindow::restoreWindowSettings()
{
    const QSettings s(SettingsOrganisation, SettingsApplication);
    restoreGeometry(s.value(GeometryKey).toByteArray());
    restoreState(s.value(StateKey).toByteArray());
    board_->setFlipped(s.value(FlippedKey, false).toBool());
    restoreDockViews(s); // after the board's side, which the lesson's boards take
    teachingView_->setChecked(s.value(TeachingKey, false).toBool());
    showLetters_->setChecked(s.value(LettersKey, false).toBool());
}

void MainWindow::placeAsFurtherWindow(int n)
{
    // WA_Moved: restoreGeometry put the window where the last run's was.
    if (n <= 0 || !testAttribute(Qt::WA_Moved) || isMaximized() || isFullScreen() || !screen())
        return;
    // A title bar's height down and right, as window managers cascade windows; past the
    // screen's edge, on from its top left corner, a little further right each time round.
    const int step = 2 * fontMetrics().height();
    const QRect room = screen()->availableGeometry();
    const QSize frame = frameGeometry().size();
    const auto fits = [&](QPoint at) {
        return at.x() + frame.width() <= room.x() + room.width()
            && at.y() + frame.height() <= room.y() + room.height();
    };
    QPoint to = pos();
    for (int i = 0, round = 0; i < n; ++i) {
        to += QPoint(step, step);
        if (!fits(to))
            to = room.topLeft() + QPoint(++round * step / 3 % std::max(1, room.width() - frame.width()), 0);
    }
    to.setX(std::max(room.left(), std::min(to.x(), room.x() + room.width() - frame.width())));
    to.setY(std::max(room.top(), std::min(to.y(), room.y() + room.height() - frame.height())));
    move(to);
}

void MainWindow::saveSettings()
{
    QSettings s(SettingsOrganisation, SettingsApplication);
    s.setValue(GeometryKey, saveGeometry());
    s.setValue(StateKey, saveState());
    s.setValue(FlippedKey, board_->isFlipped());
    saveDockViews(s);
    s.setValue(TeachingKey, teachingView_->isChecked());
    s.setValue(LettersKey, showLetters_->isChecked());
    s.setValue(NotationKey, notationWord(document_->fenOptions().castling));
    s.setValue(EpOutputKey, epOutputWord(document_->fenOptions().ep));
    // Shredder-FEN with every ep square: whatever the chosen notation, the position comes
    // back exactly (the rook of each right named by its file).
    const FenWriteOptions exact{CastlingNotation::Shredder, EpOutput::Always};
    s.setValue(PositionKey, QString::fromStdString(writeFen(document_->position(), exact)));
    s.setValue(Chess960Key, document_->isChess960());
}

} // namespace forsyth
