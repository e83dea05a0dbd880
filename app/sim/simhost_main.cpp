#include "sim/SimHost.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    return ic::simHostMain(QCoreApplication::arguments().mid(1));
}
