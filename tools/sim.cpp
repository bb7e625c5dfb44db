#include "tools/sim.h"

#include <nlohmann/json.hpp>

#include "game/ai/random_bot.h"
#include "game/invariants.h"

namespace l5r {

GameReport play_one(const Library& lib, const SimOptions& opt, int index, Log* log) {
  GameReport rep;
  const int n = static_cast<int>(lib.decks.size());
  if (n == 0) {
    rep.errors.push_back("no decks to play with");
    return rep;
  }
  GameSetup setup;
  setup.seed = opt.seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(index) + 1;
  setup.turn_limit = opt.turn_limit;
  for (int s = 0; s < opt.players; ++s) {
    // Seat s plays deck (index + s * step) so pairings and seats rotate.
    const int deck = (index + s * (1 + index / n)) % n;
    setup.seats.push_back({"Player " + std::to_string(s + 1) + " (" + lib.decks[deck].name + ")",
                           lib.decks[deck]});
  }
  if (opt.siege) {
    if (lib.challenges.empty()) {
      rep.errors.push_back("no Challenge deck to play Siege with");
      return rep;
    }
    setup.challenger = static_cast<int>(setup.seats.size());
    setup.seats.push_back({"The Dark Naga (" + lib.challenges[0].name + ")", lib.challenges[0]});
  }
  NewGame g = new_game(lib.db, setup, log);
  if (!g.error.empty()) {
    rep.errors.push_back(g.error);
    return rep;
  }
  GameState& s = g.state;
  std::vector<RandomBot> bots;
  for (std::size_t b = 0; b < setup.seats.size(); ++b) bots.emplace_back(setup.seed ^ (0xB07ull * (b + 1)));
  Engine e(lib.db, s, log);
  int answers = 0;
  while (!s.result.over && s.pending) {
    if (++answers > opt.max_answers) {
      rep.errors.push_back("game " + std::to_string(index) + ": more than " +
                           std::to_string(opt.max_answers) + " answers");
      break;
    }
    const Question q = *s.pending;
    Outcome o = e.answer(q.who, bots[q.who].choose(q));
    if (!o.accepted) {
      rep.errors.push_back("game " + std::to_string(index) + ": bot answer refused: " + o.reason);
      break;
    }
    if (opt.check_invariants) {
      for (auto& v : check_invariants(lib.db, s))
        rep.errors.push_back("game " + std::to_string(index) + " turn " + std::to_string(s.turn) + ": " + v);
      if (!rep.errors.empty()) break;
    }
  }
  if (!s.result.over && rep.errors.empty())
    rep.errors.push_back("game " + std::to_string(index) + ": stopped with no question and no result");
  rep.result = s.result;
  rep.finished = s.result.over && s.result.victory != Victory::TurnLimit;
  rep.turns = s.turn;
  rep.threat_level = static_cast<int>(s.siege.clock_discard.size());
  rep.final_hash = state_hash(s);
  return rep;
}

SimSummary run_sims(const Library& lib, const SimOptions& opt) {
  SimSummary sum;
  double turns = 0, threat = 0;
  sum.siege = opt.siege;
  for (int i = 0; i < opt.games; ++i) {
    GameReport r = play_one(lib, opt, i);
    threat += r.threat_level;
    ++sum.games;
    sum.finished += r.finished;
    if (r.result.over) ++sum.victories[std::string(to_string(r.result.victory))];
    turns += r.turns;
    sum.errors += static_cast<int>(r.errors.size());
    for (auto& e : r.errors)
      if (sum.first_errors.size() < 5) sum.first_errors.push_back(e);
    sum.hash = sum.hash * 1099511628211ull ^ r.final_hash;
  }
  sum.mean_turns = sum.games ? turns / sum.games : 0;
  sum.mean_threat = sum.games ? threat / sum.games : 0;
  return sum;
}

std::string SimSummary::to_json() const {
  nlohmann::ordered_json j;
  j["games"] = games;
  j["finished"] = finished;
  j["winners"] = victories;
  j["mean_turns"] = static_cast<double>(static_cast<long long>(mean_turns * 100 + 0.5)) / 100;
  if (siege) j["mean_threat_level"] = static_cast<double>(static_cast<long long>(mean_threat * 100 + 0.5)) / 100;
  j["errors"] = errors;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
  j["hash"] = buf;
  if (!first_errors.empty()) j["first_errors"] = first_errors;
  return j.dump();
}

}  // namespace l5r
