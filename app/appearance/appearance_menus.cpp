#include "appearance_menus.h"

#include "look.h"
#include "piece_set_catalogue.h"
#include "settings_file.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QPainter>
#include <QSettings>

namespace forsyth {
namespace {

const QString PiecesKey = QStringLiteral("look/pieces");
const QString ThemeKey = QStringLiteral("look/boardTheme");
const QString CoordinatesKey = QStringLiteral("look/coordinates"); // "outside" or "inside"
const QString ColoursKey = QStringLiteral("ui/colours");           // "system", "light" or "dark"

constexpr int IconSide = 32;

// A set's two knights on a light and a dark square: the piece that differs most between sets.
QIcon knightsIcon(const PieceSetEntry& entry)
{
    const std::unique_ptr<PieceSet> set = loadPieceSet(entry);
    QPixmap pixmap(IconSide * 2, IconSide * 2);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    const BoardTheme& theme = Look::current().theme();
    const QRectF left(0, IconSide / 2.0, IconSide, IconSide);
    const QRectF right(IconSide, IconSide / 2.0, IconSide, IconSide);
    painter.fillRect(left, theme.light);
    painter.fillRect(right, theme.dark);
    set->paint(painter, Piece{PieceType::Knight, Color::White}, left);
    set->paint(painter, Piece{PieceType::Knight, Color::Black}, right);
    return QIcon(pixmap);
}

QIcon themeIcon(const BoardTheme& theme)
{
    QPixmap pixmap(IconSide, IconSide);
    QPainter painter(&pixmap);
    const int half = IconSide / 2;
    painter.fillRect(0, 0, IconSide, IconSide, theme.light);
    painter.fillRect(half, 0, half, half, theme.dark);
    painter.fillRect(0, half, half, half, theme.dark);
    return QIcon(pixmap);
}

QAction* radio(QMenu* menu, QActionGroup* group, const QString& objectName)
{
    QAction* action = menu->addAction(QString());
    action->setObjectName(objectName);
    action->setCheckable(true);
    group->addAction(action);
    return action;
}

} // namespace

AppearanceMenus::AppearanceMenus(QMenu* view, QObject* window)
    : QObject(window)
    , scheme_(new ColourScheme(this))
{
    setObjectName(QStringLiteral("appearanceMenus"));
    view->addSeparator();
    pieces_ = view->addMenu(QString());
    pieces_->setObjectName(QStringLiteral("menuPieces"));
    connect(pieces_, &QMenu::aboutToShow, this, &AppearanceMenus::fillPiecesMenu);
    connect(pieces_, &QMenu::aboutToHide, this, &AppearanceMenus::endPreview);

    board_ = view->addMenu(QString());
    board_->setObjectName(QStringLiteral("menuBoard"));
    connect(board_, &QMenu::aboutToHide, this, &AppearanceMenus::endPreview);
    fillBoardMenu();

    colours_ = view->addMenu(QString());
    colours_->setObjectName(QStringLiteral("menuColours"));
    coloursGroup_ = new QActionGroup(this);
    system_ = radio(colours_, coloursGroup_, QStringLiteral("actionColoursSystem"));
    light_ = radio(colours_, coloursGroup_, QStringLiteral("actionColoursLight"));
    dark_ = radio(colours_, coloursGroup_, QStringLiteral("actionColoursDark"));
    for (const auto& [action, choice] : {std::pair{system_, ColourScheme::Choice::System},
             std::pair{light_, ColourScheme::Choice::Light}, std::pair{dark_, ColourScheme::Choice::Dark}}) {
        connect(action, &QAction::triggered, this, [this, choice = choice] { chooseColours(choice); });
    }
    restore();
    retranslate();
}

void AppearanceMenus::restore()
{
    const QSettings s(SettingsOrganisation, SettingsApplication);
    Look& look = Look::current();
    // A set since removed, or a word not known, leaves the default.
    if (!look.setPieceSet(s.value(PiecesKey).toString()))
        look.setPieceSet(QString::fromLatin1(DefaultPieceSetId));
    chosenPieces_ = look.pieceSetId();
    look.setTheme(s.value(ThemeKey).toString());
    chosenTheme_ = look.theme().id;
    checkTheme();
    const bool inside = s.value(CoordinatesKey).toString() == QLatin1String("inside");
    look.setCoordinates(inside ? CoordinatePlacement::Inside : CoordinatePlacement::Outside);
    (inside ? inside_ : outside_)->setChecked(true);
    const ColourScheme::Choice colours
        = ColourScheme::fromWord(s.value(ColoursKey).toString()).value_or(ColourScheme::Choice::System);
    scheme_->setChoice(colours);
    (colours == ColourScheme::Choice::Dark           ? dark_
            : colours == ColourScheme::Choice::Light ? light_
                                                     : system_)
        ->setChecked(true);
}

void AppearanceMenus::fillPiecesMenu()
{
    pieces_->clear();
    delete piecesGroup_; // the last showing's, emptied by clear()
    auto* group = piecesGroup_ = new QActionGroup(pieces_);
    const std::vector<PieceSetEntry> sets = findPieceSets();
    bool installedSeen = false;
    for (const PieceSetEntry& entry : sets) {
        if (entry.origin == PieceSetEntry::Origin::Installed && !installedSeen) {
            installedSeen = true;
            pieces_->addSection(tr("Installed on this computer"));
        }
        QAction* action = pieces_->addAction(knightsIcon(entry), displayName(entry));
        action->setObjectName(QStringLiteral("actionPieces_") + entry.id);
        action->setCheckable(true);
        action->setChecked(entry.id == chosenPieces_);
        group->addAction(action);
        // Pointed at: shown on the board until the menu closes (endPreview) or it is chosen.
        connect(action, &QAction::hovered, this, [entry] { Look::current().setPieceSet(entry); });
        connect(action, &QAction::triggered, this, [this, id = entry.id] { choosePieceSet(id); });
    }
}

void AppearanceMenus::fillBoardMenu()
{
    auto* group = new QActionGroup(this);
    for (const BoardTheme& theme : boardThemes()) {
        QAction* action = board_->addAction(themeIcon(theme), QString());
        action->setObjectName(QStringLiteral("actionBoard_") + theme.id);
        action->setData(theme.id);
        action->setCheckable(true);
        group->addAction(action);
        connect(action, &QAction::hovered, this, [id = theme.id] { Look::current().setTheme(id); });
        connect(action, &QAction::triggered, this, [this, id = theme.id] { chooseBoardTheme(id); });
    }
    board_->addSeparator();
    coordinatesGroup_ = new QActionGroup(this);
    outside_ = radio(board_, coordinatesGroup_, QStringLiteral("actionCoordinatesOutside"));
    inside_ = radio(board_, coordinatesGroup_, QStringLiteral("actionCoordinatesInside"));
    for (QAction* action : {outside_, inside_}) {
        connect(action, &QAction::triggered, this, [this, action] {
            const bool inside = action == inside_;
            Look::current().setCoordinates(
                inside ? CoordinatePlacement::Inside : CoordinatePlacement::Outside);
            QSettings(SettingsOrganisation, SettingsApplication)
                .setValue(CoordinatesKey, inside ? QStringLiteral("inside") : QStringLiteral("outside"));
        });
    }
}

void AppearanceMenus::endPreview()
{
    // Closing the menu without a choice puts back what was chosen; a choice made arrives
    // after this and sets it again.
    Look& look = Look::current();
    look.setPieceSet(chosenPieces_);
    look.setTheme(chosenTheme_);
}

void AppearanceMenus::choosePieceSet(const QString& id)
{
    if (!Look::current().setPieceSet(id))
        return;
    chosenPieces_ = id;
    QSettings(SettingsOrganisation, SettingsApplication).setValue(PiecesKey, id);
}

void AppearanceMenus::chooseBoardTheme(const QString& id)
{
    Look::current().setTheme(id);
    chosenTheme_ = Look::current().theme().id;
    QSettings(SettingsOrganisation, SettingsApplication).setValue(ThemeKey, chosenTheme_);
    checkTheme();
}

void AppearanceMenus::checkTheme()
{
    for (QAction* action : board_->actions()) {
        if (action->data().toString() == chosenTheme_)
            action->setChecked(true);
    }
}

void AppearanceMenus::chooseColours(ColourScheme::Choice choice)
{
    scheme_->setChoice(choice);
    QSettings(SettingsOrganisation, SettingsApplication).setValue(ColoursKey, ColourScheme::word(choice));
    (choice == ColourScheme::Choice::Dark           ? dark_
            : choice == ColourScheme::Choice::Light ? light_
                                                    : system_)
        ->setChecked(true);
}

void AppearanceMenus::retranslate()
{
    pieces_->setTitle(tr("&Pieces"));
    board_->setTitle(tr("&Board"));
    for (QAction* action : board_->actions()) {
        for (const BoardTheme& theme : boardThemes()) {
            if (action->data().toString() == theme.id)
                action->setText(QCoreApplication::translate("BoardThemes", theme.name));
        }
    }
    outside_->setText(tr("Coordinates outside the board"));
    inside_->setText(tr("Coordinates on the squares"));
    colours_->setTitle(tr("&Colours"));
    //: View > Colours: light or dark as the desktop is
    system_->setText(tr("As the desktop"));
    light_->setText(tr("Light"));
    dark_->setText(tr("Dark"));
}

bool AppearanceMenus::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

} // namespace forsyth
