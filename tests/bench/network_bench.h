// gomoku-bench --network FILE: the learned evaluation's speed beside the classical one.
#pragma once

namespace gomoku::ai::test {

int networkBench(const char* path);

}  // namespace gomoku::ai::test
