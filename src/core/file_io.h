// Reading and writing the player's files so that nothing the file system holds can hang, crash
// or half-write them: reads refuse anything that is not a regular file (a FIFO, a folder, a
// device) without blocking and stop at a size limit; writes go to a temporary file of their own,
// are flushed to the disk and renamed over the old file, which stays whole if anything fails;
// temporary files left by writers that were killed midway are cleared.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace gomoku {

// Why a file could not be read or written, so that a front end can say it in the player's
// language; `message()` says it in English.
struct FileProblem {
  enum class Kind : std::uint8_t {
    Missing,       // no such file
    NoFolder,      // the folder a file was to be written in does not exist
    NoPermission,  // access denied
    NotAFile,      // a folder, a FIFO, a device ...
    TooBig,        // longer than anything the game writes
    DiskFull,
    Other,  // `detail` has the system's words
  };
  Kind kind = Kind::Other;
  std::string detail;
  std::string message() const;
  static FileProblem fromErrno(int error);
};

// The whole of a regular file of at most `limit` bytes.
Result<std::vector<std::uint8_t>> readRegularFile(const std::filesystem::path& path, std::size_t limit,
                                                  FileProblem* problem = nullptr);

// Replaces `path` with `bytes` atomically and durably; the old file stays whole on failure and no
// temporary file is left behind. Those that earlier writes of `path` left when they were killed
// midway are removed (removeStaleTemporariesOf).
std::optional<FileProblem> writeFileAtomically(const std::filesystem::path& path,
                                               std::span<const std::uint8_t> bytes);
// The same for a text, as its bytes.
inline std::optional<FileProblem> writeTextAtomically(const std::filesystem::path& path,
                                                      std::string_view text) {
  return writeFileAtomically(path,
                             std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

// Removes the temporary files in `folder` that writers which no longer run left behind (a crash
// or a power cut mid-write); a running writer's file is left alone. Returns how many went.
int removeStaleTemporaries(const std::filesystem::path& folder);
// The same for the temporary files of `target` alone (".NAME.PID-N.tmp" beside it): every write
// clears what earlier writes of its file left, in whatever folder the player chose, and touches
// nothing else there.
int removeStaleTemporariesOf(const std::filesystem::path& target);

}  // namespace gomoku
