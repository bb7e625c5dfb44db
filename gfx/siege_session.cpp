#include "gfx/siege_session.h"

#include <algorithm>

#include "gfx/challenge_player.h"

namespace l5r::gfx {

namespace {

// A member's name at the table: their deck's clan, so the three are told
// apart at a glance, and whether a bot plays them.
std::string member_name(const CardDb& db, const Deck& d, const std::string& person, bool bot) {
  std::string clan = d.stronghold != kNoDef ? std::string(to_string(db.def(d.stronghold).clan))
                                            : std::string("Rokugani");
  return clan + (bot ? " (bot)" : " (" + person + ")");
}

}  // namespace

SiegeSession::SiegeSession(const Library& lib, const SiegeConfig& cfg) : lib_(lib) {
  const int n = static_cast<int>(lib.decks.size());
  if (n == 0 || lib.challenges.empty()) {
    error_ = n == 0 ? "the library has no decks" : "the library has no Challenge deck";
    game_ = std::make_unique<Game>(lib.db, GameSetup{});
    return;
  }
  const std::string person = cfg.human_name.empty() ? std::string("Player") : cfg.human_name;
  GameSetup setup;
  setup.seed = cfg.seed;
  for (int m = 0; m < kSiegeTeamSize; ++m) {
    const Deck& d = lib.decks[std::clamp(cfg.decks[m], 0, n - 1)];
    setup.seats.push_back({member_name(lib.db, d, person, cfg.bots[m]), d});
  }
  const Deck& challenge =
      lib.challenges[std::clamp(cfg.challenge, 0, static_cast<int>(lib.challenges.size()) - 1)];
  setup.challenger = kSiegeTeamSize;
  setup.seats.push_back({"The Dark Naga (" + challenge.name + ")", challenge});
  challenger_ = static_cast<PlayerId>(kSiegeTeamSize);

  // Each bot draws from its own seed, apart from the game's (game/ai/bot.h).
  const std::uint64_t base = cfg.seed * 0x9E3779B97F4A7C15ull;
  for (int m = 0; m < kSiegeTeamSize; ++m)
    bots_.push_back(cfg.bots[m] ? make_bot(cfg.bot_level, base ^ (0xB07ull * (m + 1)))
                                : nullptr);
  bots_.push_back(make_challenge_player(base ^ 0xC4A11ull));
  stand_in_ = make_bot(BotLevel::Random, base + 0x5EA7);
  game_ = std::make_unique<Game>(lib.db, std::move(setup));
  error_ = game_->error();
}

PlayerId SiegeSession::human() const {
  const auto& q = game_->pending();
  if (q && q->who < bots_.size() && !bots_[q->who]) return q->who;
  // Otherwise the first member the person controls (Rokugani views differ
  // only in whose question's options they hold: Siege rule 7 shares hands).
  for (PlayerId p = 0; p < kSiegeTeamSize; ++p)
    if (!bots_[p] && !game_->state().players[p].eliminated) return p;
  return 0;  // every member is a bot: the person watches from the first seat
}

bool SiegeSession::humans_question() const {
  const auto& q = game_->pending();
  return !over() && q && q->who < bots_.size() && !bots_[q->who];
}

Outcome SiegeSession::answer(const Answer& a) {
  if (!humans_question()) return {false, "it is not your team's question"};
  return game_->answer(game_->pending()->who, a);
}

std::vector<PlayerId> SiegeSession::manual_seats() const {
  std::vector<PlayerId> seats;
  const PlayerId drawn = human();
  if (drawn < bots_.size() && !bots_[drawn]) seats.push_back(drawn);
  for (PlayerId p = 0; p < bots_.size(); ++p)
    if (p != drawn && !bots_[p] && game_->state().is_rokugani(p)) seats.push_back(p);
  return seats;
}

Outcome SiegeSession::manual(PlayerId from, const ManualAction& m) {
  if (from >= bots_.size() || bots_[from] || !game_->state().is_rokugani(from))
    return {false, "you play only the team's members you control"};
  return game_->manual(from, m);
}

// Solo Siege is against the script and bots only: an undo needs no vote.
bool SiegeSession::can_undo() const {
  return can_take_back(*game_, [&](PlayerId p) { return p < bots_.size() && !bots_[p]; });
}

std::string SiegeSession::undo() {
  return take_back(game_, [&](PlayerId p) { return p < bots_.size() && !bots_[p]; });
}

bool SiegeSession::step_bot() {
  if (!bots_question()) return false;
  const PlayerId who = game_->pending()->who;
  if (who >= bots_.size() || !bots_[who]) return false;
  const std::optional<Answer> a = bots_[who]->choose(lib_.db, game_->state(), who);
  return a && game_->answer(who, *a).accepted;
}

bool SiegeSession::step_stand_in() {
  if (!humans_question()) return false;
  const PlayerId who = game_->pending()->who;
  const std::optional<Answer> a = stand_in_->choose(lib_.db, game_->state(), who);
  return a && game_->answer(who, *a).accepted;
}

std::vector<std::string> SiegeSession::deck_names() const {
  std::vector<std::string> names;
  for (const SeatSetup& seat : game_->setup().seats) names.push_back(seat.deck.name);
  return names;
}

}  // namespace l5r::gfx
