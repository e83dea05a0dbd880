// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogLineDelegate.h"

#include "monitor/LogModel.h"

#include <QApplication>
#include <QPainter>
#include <QRegularExpression>

#include <cmath>

namespace ic {

namespace {
bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}
} // namespace

void LogLineDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const auto level = LogLevel(index.data(LogModel::LevelRole).toInt());
    const int flags = index.data(LogModel::FlagsRole).toInt();
    const bool dark = isDark(option->palette);
    if (flags & LogStore::DroppedNotice) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, dark ? QColor(0xcb, 0xd5, 0xe1) : QColor(0x33, 0x41, 0x55));
        option->backgroundBrush = dark ? QColor(0x33, 0x41, 0x55) : QColor(0xf1, 0xf5, 0xf9);
    } else if (flags & LogStore::Separator) {
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, dark ? QColor(0x93, 0xc5, 0xfd) : QColor(0x1d, 0x4e, 0xd8));
        option->backgroundBrush = dark ? QColor(0x1e, 0x29, 0x3b) : QColor(0xdb, 0xea, 0xfe);
    } else if (flags & LogStore::Benign) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    } else if (level >= LogLevel::Error) {
        option->palette.setColor(QPalette::Text, dark ? QColor(0xfc, 0xa5, 0xa5) : QColor(0xb9, 0x1c, 0x1c));
        if (flags & (LogStore::TracebackStart | LogStore::InTraceback))
            option->backgroundBrush = dark ? QColor(0x3b, 0x1d, 0x1d) : QColor(0xfe, 0xf2, 0xf2);
    } else if (level == LogLevel::Warning) {
        option->palette.setColor(QPalette::Text, dark ? QColor(0xfc, 0xd3, 0x4d) : QColor(0x92, 0x40, 0x0e));
    }
    if (flags & LogStore::TracebackStart)
        option->text.prepend(index.data(LogModel::FoldedRole).toBool() ? QStringLiteral("▸ ")
                                                                       : QStringLiteral("▾ "));
    const int repeats = index.data(LogModel::RepeatRole).toInt();
    if (repeats > 0)
        option->text += QStringLiteral("   (×%1)").arg(repeats + 1);
}

QList<QPair<int, int>> LogLineDelegate::matchRanges(const QString &text, const QRegularExpression &re,
                                                    int limit)
{
    QList<QPair<int, int>> out;
    if (re.pattern().isEmpty() || !re.isValid())
        return out;
    QRegularExpressionMatchIterator it = re.globalMatch(text);
    while (it.hasNext() && out.size() < limit) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() > 0)
            out.append({ int(m.capturedStart()), int(m.capturedLength()) });
    }
    return out;
}

void LogLineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection, focus

    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect r = opt.rect.adjusted(margin, 0, -margin, 0);
    const QFontMetrics fm(opt.font);
    painter->save();
    painter->setFont(opt.font);
    painter->setClipRect(opt.rect);
    const auto *model = qobject_cast<const LogModel *>(index.model());
    if (model) {
        const QList<QPair<int, int>> ranges = matchRanges(text, model->highlightExpression());
        if (!ranges.isEmpty()) {
            // Pale amber under dark text; on a selected or dark row a deep amber under light text.
            const bool light = !isDark(opt.palette) && !(opt.state & QStyle::State_Selected);
            const QColor mark = light ? QColor(0xfd, 0xe6, 0x8a) : QColor(0x92, 0x40, 0x0e);
            int x = r.left();
            int pos = 0;
            for (const auto &[start, length] : ranges) {
                x += fm.horizontalAdvance(text.mid(pos, start - pos));
                const int w = fm.horizontalAdvance(text.mid(start, length));
                painter->fillRect(QRect(x, r.top() + 1, w, r.height() - 2), mark);
                x += w;
                pos = start + length;
            }
        }
    }
    const bool selected = opt.state & QStyle::State_Selected;
    painter->setPen(
        opt.palette.color(opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled,
                          selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(r, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, text);
    painter->restore();

    // Wider than the rows (wide characters, folded tracebacks): grow and lay out again.
    const int needed = fm.horizontalAdvance(text) + 2 * margin + 8;
    if (needed > opt.rect.width() && needed > m_measured) {
        m_measured = needed;
        Q_EMIT widerLineSeen();
    }
}

QSize LogLineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QFontMetrics fm(option.font);
    const auto *model = qobject_cast<const LogModel *>(index.model());
    // Room for the fold marker and the "(×n)" suffix besides the longest line.
    const int chars = (model ? model->longestLineChars() : 0) + 16;
    // Fixed-pitch advances are fractional: measure a run, not one character.
    const qreal perChar = fm.horizontalAdvance(QString(64, u'M')) / 64.0;
    const int width = std::max(m_measured, int(std::ceil(perChar * chars)));
    return { width, fm.height() + 2 };
}

} // namespace ic
