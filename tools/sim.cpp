#include "tools/sim.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "game/ai/bot.h"
#include "game/invariants.h"
#include "siege/challenge_script.h"

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
  const bool levels = !opt.bots.empty();
  // With levels, games come in pairs on the same decks with the sides' seats
  // swapped; without, seat s plays deck (index + s * step).
  const int round = levels ? index / 2 : index;
  for (int s = 0; s < opt.players; ++s) {
    const int side = levels ? (s + index) % opt.players : s;
    rep.side_of_seat.push_back(side);
    const int deck = (round + side * (1 + round / n)) % n;
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
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<BotLevel> seat_level;
  for (int b = 0; b < opt.players; ++b) {
    const int side = rep.side_of_seat[b];
    const BotLevel level = levels ? opt.bots[side % opt.bots.size()] : BotLevel::Random;
    seat_level.push_back(level);
    bots.push_back(make_bot(level, setup.seed ^ (0xB07ull * (b + 1)), opt.budget));
  }
  if (opt.siege) {  // the Challenge player's seat
    seat_level.push_back(opt.challenger);
    if (opt.challenge_script)
      bots.push_back(std::make_unique<ChallengeScript>(setup.seed ^ 0xC4A11ull));
    else
      bots.push_back(make_bot(opt.challenger, setup.seed ^ 0xC4A11ull, opt.budget));
  }
  Engine e(lib.db, s, log);
  int answers = 0;
  while (!s.result.over && s.pending) {
    if (++answers > opt.max_answers) {
      rep.errors.push_back("game " + std::to_string(index) + ": more than " +
                           std::to_string(opt.max_answers) + " answers");
      break;
    }
    const PlayerId who = s.pending->who;
    const auto t0 = std::chrono::steady_clock::now();
    const std::optional<Answer> a = bots[who]->choose(lib.db, s, who);
    if (opt.time_decisions)
      rep.decision_us[std::string(to_string(seat_level[who]))].push_back(
          std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
    if (!a) {
      rep.errors.push_back("game " + std::to_string(index) + ": bot gave no answer");
      break;
    }
    if (log)
      if (std::string why = bots[who]->last_reason(); !why.empty())
        log->lines.push_back("(" + s.players[who].name + " " + why + ")");
    Outcome o = e.answer(who, *a);
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
  for (const Territory& t : s.siege.territories) rep.territories_destroyed += t.destroyed;
  rep.final_hash = state_hash(s);
  return rep;
}

SimSummary run_sims(const Library& lib, const SimOptions& opt) {
  SimSummary sum;
  double turns = 0, threat = 0, broken = 0;
  sum.siege = opt.siege;
  for (int i = 0; i < opt.games; ++i) {
    GameReport r = play_one(lib, opt, i);
    threat += r.threat_level;
    broken += r.territories_destroyed;
    ++sum.games;
    sum.finished += r.finished;
    if (r.result.over) ++sum.victories[std::string(to_string(r.result.victory))];
    turns += r.turns;
    sum.errors += static_cast<int>(r.errors.size());
    for (auto& e : r.errors)
      if (sum.first_errors.size() < 5) sum.first_errors.push_back(e);
    sum.hash = sum.hash * 1099511628211ull ^ r.final_hash;
    if (!opt.bots.empty()) {
      for (int k = 0; k < opt.players; ++k)
        sum.side_wins.try_emplace("side " + std::to_string(k + 1) + " (" +
                                      std::string(to_string(opt.bots[k % opt.bots.size()])) + ")",
                                  0);
      if (r.result.over && r.result.winner != kNoPlayer &&
          r.result.winner < r.side_of_seat.size()) {
        const int side = r.side_of_seat[r.result.winner];
        ++sum.side_wins["side " + std::to_string(side + 1) + " (" +
                        std::string(to_string(opt.bots[side % opt.bots.size()])) + ")"];
      }
    }
    for (auto& [level, v] : r.decision_us)
      sum.decision_us[level].insert(sum.decision_us[level].end(), v.begin(), v.end());
  }
  sum.mean_turns = sum.games ? turns / sum.games : 0;
  sum.mean_threat = sum.games ? threat / sum.games : 0;
  sum.mean_territories_destroyed = sum.games ? broken / sum.games : 0;
  return sum;
}

std::string SimSummary::to_json() const {
  nlohmann::ordered_json j;
  j["games"] = games;
  j["finished"] = finished;
  j["winners"] = victories;
  j["mean_turns"] = static_cast<double>(static_cast<long long>(mean_turns * 100 + 0.5)) / 100;
  if (siege) {
    j["mean_threat_level"] = static_cast<double>(static_cast<long long>(mean_threat * 100 + 0.5)) / 100;
    j["mean_territories_destroyed"] =
        static_cast<double>(static_cast<long long>(mean_territories_destroyed * 100 + 0.5)) / 100;
  }
  j["errors"] = errors;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
  j["hash"] = buf;
  if (!side_wins.empty()) j["side_wins"] = side_wins;
  for (auto [level, v] : decision_us) {
    if (v.empty()) continue;
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
      return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
    };
    auto round2 = [](double x) {
      return static_cast<double>(static_cast<long long>(x * 100 + 0.5)) / 100;
    };
    j["decision_us"][level] = {{"answers", v.size()},
                               {"median", round2(at(0.5))},
                               {"p99", round2(at(0.99))},
                               {"max", round2(v.back())}};
  }
  if (!first_errors.empty()) j["first_errors"] = first_errors;
  return j.dump();
}

}  // namespace l5r
