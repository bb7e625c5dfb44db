#include "gfx/session.h"

#include <algorithm>

namespace l5r::gfx {

Session::Session(const Library& lib, const DuelConfig& cfg)
    : lib_(lib), fallback_(cfg.seed + 0xFA11), stand_in_(cfg.seed + 0x5EA7) {
  const int opponents = std::clamp(cfg.opponents, 1, 5);  // 2 to 6 seats
  for (int k = 0; k < opponents; ++k)
    bots_.push_back(make_bot(cfg.bot_level, cfg.seed * 0x9E3779B97F4A7C15ull + 0xB07 + k));
  const int n = static_cast<int>(lib.decks.size());
  if (n == 0) {
    error_ = "the library has no decks";
    game_ = std::make_unique<Game>(lib.db, GameSetup{});
    return;
  }
  const int mine = std::clamp(cfg.human_deck, 0, n - 1);
  const int theirs = std::clamp(cfg.bot_deck, 0, n - 1);
  GameSetup setup;
  setup.seed = cfg.seed;
  setup.seats.push_back(
      {cfg.human_name.empty() ? std::string("Player") : cfg.human_name, lib.decks[mine]});
  for (int k = 0; k < opponents; ++k)
    setup.seats.push_back({opponents == 1 ? std::string("Bot") : "Bot " + std::to_string(k + 1),
                           lib.decks[(theirs + k) % n]});
  game_ = std::make_unique<Game>(lib.db, std::move(setup));
  error_ = game_->error();
}

bool Session::humans_question() const {
  return !over() && game_->pending() && game_->pending()->who == human();
}

Outcome Session::answer(const Answer& a) { return game_->answer(human(), a); }

Outcome Session::manual(PlayerId from, const ManualAction& m) {
  if (from != human()) return {false, "you play only your own seat"};
  return game_->manual(from, m);
}

// Against bots only: an undo needs no vote.
bool Session::can_undo() const {
  return can_take_back(*game_, [&](PlayerId p) { return p == human(); });
}

std::string Session::undo() {
  return take_back(game_, [&](PlayerId p) { return p == human(); });
}

bool Session::step_bot() {
  if (!bots_question()) return false;
  const Question q = *game_->pending();
  Bot& bot = *bots_[std::clamp<std::size_t>(q.who, 1, bots_.size()) - 1];
  const std::optional<Answer> a = bot.choose(lib_.db, game_->state(), q.who);
  return game_->answer(q.who, a ? *a : fallback_.choose(q)).accepted;
}

bool Session::step_stand_in() {
  if (!humans_question()) return false;
  const Question q = *game_->pending();
  return game_->answer(human(), stand_in_.choose(q)).accepted;
}

std::vector<std::string> Session::deck_names() const {
  std::vector<std::string> names;
  for (const SeatSetup& seat : game_->setup().seats) names.push_back(seat.deck.name);
  return names;
}

}  // namespace l5r::gfx
