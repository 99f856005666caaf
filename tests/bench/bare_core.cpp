// The yardstick for the command line's start-up (tests/bench/peers_bench.sh): a program that
// links Qt Core, makes its application object and ends. Not a test; built with the benchmarks.
#include <QCoreApplication>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    return 0;
}
