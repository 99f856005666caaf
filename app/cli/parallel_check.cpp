#include "parallel_check.h"

#include <array>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace forsyth {
namespace {

// Lines a batch holds: enough that handing a batch over costs little beside checking it, few
// enough that the answers start soon and memory stays small (Slots batches at most).
constexpr std::size_t LinesPerBatch = 1024;
constexpr std::size_t Slots = 8;

struct Batch {
    // A line's bytes in `text`; tooLong: its first bytes only, and its full length.
    struct Line {
        std::size_t offset = 0;
        std::size_t size = 0;
        std::size_t tooLongLength = 0;
    };

    std::string text;
    std::vector<Line> lines;
    std::string answers;
    bool allParsed = true;
    bool done = false; // checked, its answers waiting to be written

    void add(const LineReader::Line& line)
    {
        const std::string_view bytes = line.tooLong ? line.prefix : line.text;
        lines.push_back({text.size(), bytes.size(), line.tooLong ? line.length : 0});
        text.append(bytes);
    }

    void check(const CheckOptions& options)
    {
        allParsed = true;
        for (const Line& line : lines) {
            const std::string_view bytes = std::string_view(text).substr(line.offset, line.size);
            if (line.tooLongLength) {
                appendTooLong(bytes, line.tooLongLength, options, answers);
                allParsed = false;
            } else {
                allParsed = checkLine(bytes, options, answers) && allParsed;
            }
        }
    }
};

class ParallelCheck {
public:
    ParallelCheck(const CheckOptions& options, Output& out, unsigned workers)
        : options_(options)
        , out_(out)
        , workerCount_(workers)
    { }

    ~ParallelCheck()
    {
        {
            const std::lock_guard lock(mutex_);
            finished_ = true;
        }
        workReady_.notify_all();
        for (std::thread& worker : workers_)
            worker.join();
    }

    ParallelCheck(const ParallelCheck&) = delete;
    ParallelCheck& operator=(const ParallelCheck&) = delete;

    int run(LineReader& in)
    {
        in.setBeforeRead([this] { writeAll(); });
        LineReader::Line line;
        while (!out_.failed() && in.next(line)) {
            if (!filling_) {
                if (inFlight_ == Slots && !writeOldest())
                    break;
                filling_ = &batches_[(oldest_ + inFlight_) % Slots];
                filling_->text.clear();
                filling_->lines.clear();
                filling_->answers.clear();
            }
            filling_->add(line);
            if (filling_->lines.size() == LinesPerBatch)
                submit();
        }
        writeAll();
        in.setBeforeRead({});
        return allParsed_ && !in.failed() ? 0 : 1;
    }

private:
    void work()
    {
        for (;;) {
            Batch* batch = nullptr;
            {
                std::unique_lock lock(mutex_);
                workReady_.wait(lock, [this] { return finished_ || !queue_.empty(); });
                if (queue_.empty())
                    return;
                batch = queue_.front();
                queue_.pop_front();
            }
            batch->check(options_);
            {
                const std::lock_guard lock(mutex_);
                batch->done = true;
            }
            batchDone_.notify_all();
        }
    }

    void submit()
    {
        // The workers start with the first batch: empty input costs no thread.
        while (workers_.size() < workerCount_)
            workers_.emplace_back([this] { work(); });
        {
            const std::lock_guard lock(mutex_);
            filling_->done = false;
            queue_.push_back(filling_);
        }
        workReady_.notify_one();
        filling_ = nullptr;
        ++inFlight_;
    }

    // Waits for the oldest batch in flight and writes its answers; false when writing failed.
    bool writeOldest()
    {
        Batch& batch = batches_[oldest_];
        {
            std::unique_lock lock(mutex_);
            batchDone_.wait(lock, [&] { return batch.done; });
        }
        oldest_ = (oldest_ + 1) % Slots;
        --inFlight_;
        allParsed_ = batch.allParsed && allParsed_;
        return out_.write(batch.answers);
    }

    // Every line read so far checked and its answer written.
    void writeAll()
    {
        if (filling_ && !filling_->lines.empty())
            submit();
        while (inFlight_ > 0)
            writeOldest();
    }

    const CheckOptions& options_;
    Output& out_;
    std::array<Batch, Slots> batches_;
    Batch* filling_ = nullptr;
    std::size_t oldest_ = 0;   // the batch whose answers are written next
    std::size_t inFlight_ = 0; // batches queued or checked, not yet written
    bool allParsed_ = true;

    std::mutex mutex_; // guards queue_, finished_ and every batch's done
    std::condition_variable workReady_;
    std::condition_variable batchDone_;
    std::deque<Batch*> queue_;
    bool finished_ = false;
    unsigned workerCount_;
    std::vector<std::thread> workers_;
};

} // namespace

int checkStreamInParallel(LineReader& in, const CheckOptions& options, Output& out, unsigned workers)
{
    ParallelCheck check(options, out, workers < 1 ? 1 : workers);
    return check.run(in);
}

} // namespace forsyth
