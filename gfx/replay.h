#pragma once
// A saved game played again (DESIGN "Determinism"): the engine is re-run from
// the save's setup and seed with its answer log, so every position is the
// very state the game was in. Stepping back replays from the nearest kept
// copy of the game; every turn's first position is known for jumping.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/cards/library.h"
#include "game/game.h"
#include "net/save_file.h"

namespace l5r::gfx {

class Replay {
 public:
  // Null with `error` set when the save cannot be set up or its answers are
  // refused by the engine (a save from another version of the cards).
  static std::unique_ptr<Replay> open(const Library& lib, const net::SaveFile& save,
                                      std::string* error);
  static std::unique_ptr<Replay> open_file(const Library& lib, const std::string& path,
                                           std::string* error);

  const Game& game() const { return *game_; }
  const CardDb& db() const { return db_; }
  std::size_t position() const { return position_; }   // answers applied
  std::size_t size() const { return inputs_.size(); }  // answers in the save
  // The turn at a position (0 before the first turn starts).
  int turn_at(std::size_t position) const { return turns_[position]; }
  int last_turn() const { return turns_.back(); }
  // The first position at which the turn has begun (the end when it never does).
  std::size_t first_of_turn(int turn) const;
  // The final state's hash is the one the save recorded.
  bool matches_save() const { return matches_; }
  bool siege() const { return siege_; }
  const std::string& file() const { return file_; }

  // The answer given at this position (none at the end, or for a manual action).
  const AnsweredBy* next() const {
    return position_ < inputs_.size() ? &inputs_[position_] : nullptr;
  }

  void seek(std::size_t position);
  void step(int delta);  // forward (> 0) or back (< 0), within the log

 private:
  Replay(const CardDb& db, GameSetup setup, std::vector<AnsweredBy> inputs);
  std::unique_ptr<Game> fresh() const;

  const CardDb& db_;
  GameSetup setup_;
  std::vector<AnsweredBy> inputs_;
  std::vector<int> turns_;  // by position, size() + 1 entries
  // Copies of the game every kCheckpoint answers, so that stepping back does
  // not replay the whole log.
  std::vector<std::unique_ptr<Game>> checkpoints_;
  std::unique_ptr<Game> game_;
  std::size_t position_ = 0;
  bool matches_ = false;
  bool siege_ = false;
  std::string file_;
};

}  // namespace l5r::gfx
