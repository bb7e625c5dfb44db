// The step loop and the question/answer contract.
#include "game/rules/engine.h"

#include <algorithm>

namespace l5r {

void Engine::run() {
  // Every frame either finishes, re-pushes itself, or asks; a game that never
  // asks again would loop forever, so the turn limit (when set) bounds sims.
  while (!s_.pending && !s_.result.over && !s_.stack.empty()) step();
  if (s_.result.over) {
    s_.stack.clear();
    s_.pending.reset();
    s_.phase = Phase::GameOver;
  }
}

void Engine::step() {
  Frame f = std::move(s_.stack.back());
  s_.stack.pop_back();
  std::visit([this](auto& frame) { run_frame(frame); }, f);
  // CR20F "Ring": a Ring whose condition was met in this step is offered
  // right after it, once no question waits for an answer.
  if (!s_.ring_windows.empty() && !s_.pending && !s_.result.over) offer_rings();
  // Triggered traits that this step triggered start now (game/rules/triggers.cpp).
  if (!s_.triggered.empty() && !s_.pending && !s_.result.over && !trigger_in_progress()) start_triggers();
}

void Engine::ask(PlayerId who, QuestionKind kind, std::string prompt, std::vector<Option> options,
                 int min, int max) {
  Question q;
  q.id = s_.next_question_id++;
  q.who = who;
  q.team = s_.is_rokugani(who);
  q.kind = kind;
  q.prompt = std::move(prompt);
  q.options = std::move(options);
  q.min = static_cast<std::uint8_t>(min);
  q.max = static_cast<std::uint8_t>(std::min<std::size_t>(max, q.options.size()));
  s_.pending = std::move(q);
}

Outcome Engine::check(PlayerId from, const Answer& a) const {
  if (s_.result.over) return {false, "the game is over"};
  if (!s_.pending) return {false, "no question is pending"};
  const Question& q = *s_.pending;
  if (a.question != q.id)
    return {false, "that answer is for question " + std::to_string(a.question) +
                       ", but the pending question is " + std::to_string(q.id)};
  if (from >= s_.players.size()) return {false, "seat " + std::to_string(from) + " does not exist"};
  if (from != q.who && !(q.team && s_.is_rokugani(from) && !s_.players[from].eliminated))
    return {false, player_name(from) + " may not answer: the question is for " +
                       player_name(q.who)};
  const int n = static_cast<int>(a.picked.size());
  if (n < q.min || n > q.max) {
    if (q.min == q.max)
      return {false, "pick exactly " + std::to_string(q.min) + " option(s), not " +
                         std::to_string(n)};
    return {false, "pick between " + std::to_string(q.min) + " and " + std::to_string(q.max) +
                       " options, not " + std::to_string(n)};
  }
  for (int i = 0; i < n; ++i) {
    const int p = a.picked[i];
    if (p < 0 || p >= static_cast<int>(q.options.size()))
      return {false, "option " + std::to_string(p) + " does not exist (there are " +
                         std::to_string(q.options.size()) + ")"};
    for (int j = 0; j < i; ++j)
      if (a.picked[j] == p) return {false, "option " + std::to_string(p) + " is picked twice"};
  }
  return {true, ""};
}

Outcome Engine::answer(PlayerId from, const Answer& a) {
  Outcome o = check(from, a);
  if (!o.accepted) return o;
  s_.answer.clear();
  for (int i : a.picked) s_.answer.push_back(s_.pending->options[i]);
  s_.pending.reset();
  run();
  return o;
}

void Engine::log(std::string line) {
  if (log_) log_->lines.push_back(std::move(line));
}

std::string Engine::player_name(PlayerId p) const {
  if (p < s_.players.size()) return s_.players[p].name;
  return "nobody";
}

std::string Engine::name(CardId c) const {
  if (c == kNoCard) return "nothing";
  const CardDef& d = def(c);
  if (d.experienced == 1) return d.title + " (Experienced)";
  if (d.experienced > 1) return d.title + " (Experienced " + std::to_string(d.experienced) + ")";
  return d.title;
}

}  // namespace l5r
