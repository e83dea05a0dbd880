#pragma once

#include <QLoggingCategory>

namespace ic {
Q_DECLARE_LOGGING_CATEGORY(lcChat)
}
