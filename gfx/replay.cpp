#include "gfx/replay.h"

#include <algorithm>

#include "game/model/game_state.h"
#include "net/wire_deck.h"

namespace l5r::gfx {

namespace {
constexpr std::size_t kCheckpoint = 64;
}  // namespace

Replay::Replay(const CardDb& db, GameSetup setup, std::vector<AnsweredBy> inputs)
    : db_(db), setup_(std::move(setup)), inputs_(std::move(inputs)) {}

std::unique_ptr<Game> Replay::fresh() const { return std::make_unique<Game>(db_, setup_); }

std::unique_ptr<Replay> Replay::open(const Library& lib, const net::SaveFile& save,
                                     std::string* error) {
  auto fail = [&](std::string why) -> std::unique_ptr<Replay> {
    if (error) *error = std::move(why);
    return nullptr;
  };
  const bool siege = save.options.kind == net::RoomKind::Siege;
  if (save.seats.size() < 2) return fail("the save has fewer than two seats");
  GameSetup setup;
  setup.seed = save.seed;
  setup.turn_limit = save.options.turn_limit;
  for (std::size_t i = 0; i < save.seats.size(); ++i) {
    const net::SavedSeat& s = save.seats[i];
    Deck deck;
    if (siege && i + 1 == save.seats.size()) {
      // The Challenge deck is the room's (net/save_file.h), named by index.
      if (save.options.challenge_deck >= lib.challenges.size())
        return fail("the save's Challenge deck is not in this program's assets");
      deck = lib.challenges[save.options.challenge_deck];
      setup.challenger = static_cast<int>(i);
    } else {
      std::vector<std::string> problems;
      deck = net::from_wire(lib.db, s.deck, &problems);
      // A deck that breaks the construction rules was still played; only
      // cards this program does not know stop the replay.
      for (const std::string& p : problems)
        if (p.rfind("unknown card", 0) == 0)
          return fail("seat " + std::to_string(i + 1) + " (" + s.name + "): " + p);
    }
    setup.seats.push_back({s.name, std::move(deck)});
  }
  std::vector<AnsweredBy> inputs;
  inputs.reserve(save.inputs.size());
  for (const net::SavedInput& in : save.inputs)
    inputs.push_back({in.player, in.answer, in.is_manual, in.manual});

  std::unique_ptr<Replay> r(new Replay(lib.db, std::move(setup), std::move(inputs)));
  r->siege_ = siege;
  r->game_ = r->fresh();
  if (!r->game_->error().empty())
    return fail("the save's game cannot be set up: " + r->game_->error());
  // One pass over the whole log: it must replay, and it tells each
  // position's turn and keeps the copies stepping back starts from.
  r->turns_.push_back(static_cast<int>(r->game_->state().turn));
  r->checkpoints_.push_back(std::make_unique<Game>(*r->game_));
  for (std::size_t i = 0; i < r->inputs_.size(); ++i) {
    const Outcome o = r->game_->apply(r->inputs_[i]);
    if (!o.accepted)
      return fail("answer " + std::to_string(i + 1) + " of " + std::to_string(r->inputs_.size()) +
                  " does not replay: " + o.reason);
    r->turns_.push_back(static_cast<int>(r->game_->state().turn));
    if ((i + 1) % kCheckpoint == 0) r->checkpoints_.push_back(std::make_unique<Game>(*r->game_));
  }
  r->matches_ = state_hash(r->game_->state()) == save.state_hash;
  r->position_ = r->inputs_.size();
  r->seek(0);
  return r;
}

std::unique_ptr<Replay> Replay::open_file(const Library& lib, const std::string& path,
                                          std::string* error) {
  std::string why;
  const std::optional<net::SaveFile> f = net::read_save(path, &why);
  if (!f) {
    if (error) *error = path + ": " + why;
    return nullptr;
  }
  auto r = open(lib, *f, &why);
  if (!r) {
    if (error) *error = path + ": " + why;
    return nullptr;
  }
  r->file_ = path;
  return r;
}

std::size_t Replay::first_of_turn(int turn) const {
  for (std::size_t i = 0; i < turns_.size(); ++i)
    if (turns_[i] >= turn) return i;
  return inputs_.size();
}

void Replay::seek(std::size_t position) {
  position = std::min(position, inputs_.size());
  if (position == position_) return;
  if (position < position_ || position - position_ > kCheckpoint) {
    const std::size_t k = std::min(position / kCheckpoint, checkpoints_.size() - 1);
    game_ = std::make_unique<Game>(*checkpoints_[k]);
    position_ = k * kCheckpoint;
  }
  while (position_ < position) game_->apply(inputs_[position_++]);
}

void Replay::step(int delta) {
  const long target = static_cast<long>(position_) + delta;
  seek(target < 0 ? 0 : static_cast<std::size_t>(target));
}

}  // namespace l5r::gfx
