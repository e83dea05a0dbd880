#include "LogView.h"

#include "monitor/LogModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ic {

namespace {

/// Colours by level, greys known-benign lines, draws restart separators and fold markers.
class LogDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto level = LogLevel(index.data(LogModel::LevelRole).toInt());
        const int flags = index.data(LogModel::FlagsRole).toInt();
        const bool dark = option->palette.color(QPalette::Base).lightness() < 128;
        if (flags & LogStore::Separator) {
            option->font.setBold(true);
            option->palette.setColor(QPalette::Text,
                                     dark ? QColor(0x93, 0xc5, 0xfd) : QColor(0x1d, 0x4e, 0xd8));
            option->backgroundBrush = dark ? QColor(0x1e, 0x29, 0x3b) : QColor(0xdb, 0xea, 0xfe);
        } else if (flags & LogStore::Benign) {
            option->font.setItalic(true);
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        } else if (level >= LogLevel::Error) {
            option->palette.setColor(QPalette::Text,
                                     dark ? QColor(0xfc, 0xa5, 0xa5) : QColor(0xb9, 0x1c, 0x1c));
            if (flags & (LogStore::TracebackStart | LogStore::InTraceback))
                option->backgroundBrush = dark ? QColor(0x3b, 0x1d, 0x1d) : QColor(0xfe, 0xf2, 0xf2);
        } else if (level == LogLevel::Warning) {
            option->palette.setColor(QPalette::Text,
                                     dark ? QColor(0xfc, 0xd3, 0x4d) : QColor(0x92, 0x40, 0x0e));
        }
        if (flags & LogStore::TracebackStart)
            option->text.prepend(index.data(LogModel::FoldedRole).toBool() ? QStringLiteral("▸ ")
                                                                           : QStringLiteral("▾ "));
        const int repeats = index.data(LogModel::RepeatRole).toInt();
        if (repeats > 0)
            option->text += QStringLiteral("   (×%1)").arg(repeats + 1);
    }
};

} // namespace

LogView::LogView(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListView(this))
    , m_search(new QLineEdit(this))
    , m_regex(new QCheckBox(tr("Regex"), this))
    , m_invert(new QCheckBox(tr("Invert"), this))
    , m_level(new QComboBox(this))
    , m_allRuns(new QCheckBox(tr("Earlier runs"), this))
    , m_followButton(new QToolButton(this))
    , m_newLinesButton(new QPushButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("LogView"));
    m_search->setPlaceholderText(tr("Filter lines (text or regular expression)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Journal filter"));
    m_level->addItem(tr("All levels"), 0u);
    m_level->addItem(tr("Warnings and errors"),
                     (1u << int(LogLevel::Warning)) | (1u << int(LogLevel::Error))
                         | (1u << int(LogLevel::Critical)));
    m_level->addItem(tr("Errors only"), (1u << int(LogLevel::Error)) | (1u << int(LogLevel::Critical)));
    m_allRuns->setToolTip(tr("Also show the runs before the latest restart"));
    m_followButton->setText(tr("Follow"));
    m_followButton->setCheckable(true);
    m_followButton->setChecked(true);
    m_followButton->setToolTip(tr("Keep the newest line in view"));
    auto *prevError = new QToolButton(this);
    prevError->setText(tr("◀ Error"));
    prevError->setToolTip(tr("Previous error (Shift+F8)"));
    auto *nextError = new QToolButton(this);
    nextError->setText(tr("Error ▶"));
    nextError->setToolTip(tr("Next error (F8)"));
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export…"));
    m_newLinesButton->hide();

    m_list->setUniformItemSizes(true);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setItemDelegate(new LogDelegate(m_list));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_list->setAccessibleName(tr("Journal lines"));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_regex);
    bar->addWidget(m_invert);
    bar->addWidget(m_level);
    bar->addWidget(m_allRuns);
    bar->addWidget(prevError);
    bar->addWidget(nextError);
    bar->addWidget(m_followButton);
    bar->addWidget(exportButton);
    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_newLinesButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    m_sourceError = new QLabel(this);
    m_sourceError->setObjectName(QStringLiteral("journalError"));
    m_sourceError->setWordWrap(true);
    m_sourceError->setTextFormat(Qt::PlainText);
    m_sourceError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sourceError->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    m_sourceError->hide();
    layout->addWidget(m_sourceError);
    layout->addWidget(m_list, 1);
    layout->addLayout(bottom);

    // Filtering a large journal is not free: wait for a pause in typing.
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, &LogView::applyFilter);
    connect(m_regex, &QCheckBox::toggled, this, &LogView::applyFilter);
    connect(m_invert, &QCheckBox::toggled, this, &LogView::applyFilter);
    connect(m_level, &QComboBox::currentIndexChanged, this, &LogView::applyFilter);
    connect(m_allRuns, &QCheckBox::toggled, this, [this](bool on) {
        if (m_model)
            m_model->setCurrentInvocationOnly(!on);
    });
    connect(m_followButton, &QToolButton::toggled, this, &LogView::setFollowing);
    connect(prevError, &QToolButton::clicked, this, &LogView::findPreviousError);
    connect(nextError, &QToolButton::clicked, this, &LogView::findNextError);
    connect(exportButton, &QToolButton::clicked, this, &LogView::exportToFile);
    connect(m_newLinesButton, &QPushButton::clicked, this, [this] { setFollowing(true); });
    connect(m_list->verticalScrollBar(), &QScrollBar::valueChanged, this, &LogView::onScrolled);
    connect(m_list, &QListView::doubleClicked, this, [this](const QModelIndex &index) {
        if (m_model && (index.data(LogModel::FlagsRole).toInt() & LogStore::TracebackStart))
            m_model->setFolded(index.data(LogModel::SequenceRole).toLongLong(),
                               !index.data(LogModel::FoldedRole).toBool());
    });

    auto *copy = new QAction(tr("Copy"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &LogView::copySelection);
    auto *next = new QAction(tr("Next error"), this);
    next->setShortcut(QKeySequence(Qt::Key_F8));
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(next, &QAction::triggered, this, &LogView::findNextError);
    auto *prev = new QAction(tr("Previous error"), this);
    prev->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    prev->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(prev, &QAction::triggered, this, &LogView::findPreviousError);
    auto *find = new QAction(tr("Find"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, m_search, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    addActions({ copy, next, prev, find });
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({ copy, next, prev });
}

void LogView::setSourceError(const QString &error)
{
    m_sourceError->setText(error.isEmpty() ? QString() : tr("Journal: %1").arg(error));
    m_sourceError->setVisible(!error.isEmpty());
}

QString LogView::sourceError() const
{
    return m_sourceError->isVisible() ? m_sourceError->text() : QString();
}

void LogView::setModel(LogModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    m_list->setModel(model);
    m_newLines = 0;
    updateNewLinesButton();
    if (!model)
        return;
    m_allRuns->setChecked(!model->currentInvocationOnly());
    connect(model, &LogModel::linesAppended, this, &LogView::onLinesAppended);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_status->setText(m_model ? tr("%n line(s) shown", nullptr, m_model->rowCount()) : QString());
        if (m_follow)
            m_list->scrollToBottom();
    });
    if (m_follow)
        QTimer::singleShot(0, m_list, &QListView::scrollToBottom);
}

void LogView::setFollowing(bool follow)
{
    m_follow = follow;
    if (m_followButton->isChecked() != follow)
        m_followButton->setChecked(follow);
    if (follow) {
        m_newLines = 0;
        m_programmaticScroll = true;
        m_list->scrollToBottom();
        m_programmaticScroll = false;
    }
    updateNewLinesButton();
}

void LogView::onLinesAppended(int visible)
{
    if (m_follow) {
        m_programmaticScroll = true;
        m_list->scrollToBottom();
        m_programmaticScroll = false;
    } else {
        m_newLines += visible;
        updateNewLinesButton();
    }
    m_status->setText(tr("%n line(s) shown", nullptr, m_model ? m_model->rowCount() : 0));
}

void LogView::onScrolled()
{
    if (m_programmaticScroll)
        return;
    QScrollBar *bar = m_list->verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum();
    // Scrolling up pauses following; reaching the bottom resumes it.
    if (m_follow && !atBottom)
        setFollowing(false);
    else if (!m_follow && atBottom && m_newLines == 0)
        setFollowing(true);
}

void LogView::updateNewLinesButton()
{
    m_newLinesButton->setVisible(!m_follow && m_newLines > 0);
    m_newLinesButton->setText(tr("%n new line(s) ↓", nullptr, m_newLines));
}

void LogView::applyFilter()
{
    if (!m_model)
        return;
    QApplication::setOverrideCursor(Qt::BusyCursor);
    m_model->setLevelMask(m_level->currentData().toUInt());
    m_model->setFilter(m_search->text(), m_regex->isChecked(), m_invert->isChecked(), false);
    QApplication::restoreOverrideCursor();
    const QString err = m_model->filterError();
    m_search->setStyleSheet(err.isEmpty() ? QString()
                                          : QStringLiteral("QLineEdit { border: 1px solid #dc2626; }"));
    m_search->setToolTip(err.isEmpty() ? QString() : tr("Not a valid regular expression: %1").arg(err));
}

bool LogView::revealSequence(qint64 sequence)
{
    if (!m_model)
        return false;
    int row = m_model->rowOfSequence(sequence);
    if (row < 0) {
        // Clear filters that hide it.
        m_search->clear();
        m_level->setCurrentIndex(0);
        m_allRuns->setChecked(true);
        m_model->setFilter(QString(), false, false, false);
        m_model->setAllFolded(false);
        row = m_model->rowOfSequence(sequence);
    }
    if (row < 0)
        return false;
    setFollowing(false);
    const QModelIndex idx = m_model->index(row);
    m_list->setCurrentIndex(idx);
    m_list->scrollTo(idx, QAbstractItemView::PositionAtCenter);
    return true;
}

void LogView::findNextError()
{
    if (!m_model)
        return;
    const int row
        = m_model->nextErrorRow(m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1, true);
    if (row >= 0)
        revealSequence(m_model->sequenceAt(row));
}

void LogView::findPreviousError()
{
    if (!m_model)
        return;
    const int from = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : m_model->rowCount();
    const int row = m_model->nextErrorRow(from, false);
    if (row >= 0)
        revealSequence(m_model->sequenceAt(row));
}

void LogView::copySelection()
{
    if (!m_model)
        return;
    QModelIndexList rows = m_list->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList lines;
    for (const QModelIndex &i : rows)
        lines << m_model->store().text(i.data(LogModel::SequenceRole).toLongLong());
    QApplication::clipboard()->setText(lines.join(u'\n'));
}

void LogView::exportToFile()
{
    if (!m_model)
        return;
    QString selected;
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export journal"), QStringLiteral("journal.txt"),
                                       tr("Text (*.txt);;JSON lines (*.jsonl)"), &selected);
    if (path.isEmpty())
        return;
    const LogStore &s = m_model->store();
    const bool json = selected.contains(QLatin1String("jsonl")) || path.endsWith(QLatin1String(".jsonl"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        QMessageBox::warning(this, tr("Export journal"),
                             tr("%1 cannot be written: %2").arg(path, f.errorString()));
        return;
    }
    f.write(json ? s.exportJson(s.firstSequence(), s.endSequence())
                 : s.exportText(s.firstSequence(), s.endSequence()).toUtf8());
}

} // namespace ic
