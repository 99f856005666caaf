// The Share menu and its toolbar buttons: the position opened on Lichess or Chess.com, its
// links copied, and the board copied as a text diagram. Added to a MainWindow by its
// constructor; the window owns it.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QUrl;

namespace forsyth {

class MainWindow;

class ShareActions : public QObject {
    Q_OBJECT

public:
    explicit ShareActions(MainWindow* window);

    // Opens a link; QDesktopServices::openUrl unless a test puts a stand-in here.
    using LinkOpener = std::function<bool(const QUrl& url)>;
    void setLinkOpener(LinkOpener opener) { opener_ = std::move(opener); }
    // Asks whether to go on (true) with a question; a Continue/Cancel box unless replaced.
    using Confirmation = std::function<bool(const QString& question)>;
    void setConfirmation(Confirmation confirm) { confirm_ = std::move(confirm); }

    // What Lichess would refuse or change in the position, as a question for the user;
    // empty when Lichess takes it as it is.
    QString lichessQuestion() const;

public slots:
    void openLichessAnalysis();
    void openLichessEditor();
    void openChessCom();
    void copyLichessLink();
    void copyChessComLink();
    void copyUnicodeDiagram();
    void copyAsciiDiagram();

private:
    QAction* add(const char* objectName, const QString& text, void (ShareActions::*slot)());
    bool lichessConfirmed();
    QString fen() const;
    bool flipped() const;
    void open(const QString& link, const QString& site);
    void copy(const QString& text, const QString& note);

    MainWindow* window_;
    LinkOpener opener_;
    Confirmation confirm_;
};

} // namespace forsyth
