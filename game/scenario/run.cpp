// Running a scenario: build the board, check it, start the turn where the
// file says, then run the steps. Steps that change the state (answers,
// passing, modifiers) are followed by the invariant checker; a failure there
// or in an answer stops the scenario, since later steps would test nothing.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/invariants.h"
#include "game/scenario/board.h"
#include "game/scenario/checks.h"
#include "game/scenario/scenario.h"

namespace l5r {

using namespace scn;

int ScenarioReport::passed() const {
  int n = 0;
  for (const auto& l : lines) n += l.pass;
  return n;
}
int ScenarioReport::failed() const { return static_cast<int>(lines.size()) - passed(); }

namespace {

enum class Next : std::uint8_t { Go, Stop };

std::string join_texts(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " | ") + s;
  return "[" + out + "]";
}

class Run {
 public:
  Run(const CardDb& db, Board board, ScenarioReport& rep, std::string tag)
      : db_(db), b_(std::move(board)), rep_(rep), tag_(std::move(tag)) {}

  // Checks the board, pushes the start frames and runs to the first question.
  bool start(Start st) {
    if (!invariants("the board as built")) return false;
    push_start(b_.state, st);
    engine().run();
    return invariants("the start of the scenario");
  }

  void steps(const std::vector<Step>& steps) {
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const Step& st = steps[i];
      const Next next = std::visit([&](const auto& w) { return step(st, w); }, st.what);
      if (next == Next::Stop) {
        if (i + 1 < steps.size() && !rep_.lines.empty())
          rep_.lines.back().text +=
              " (the remaining " + std::to_string(steps.size() - i - 1) + " step(s) were not run)";
        break;
      }
    }
  }

  // Keeps what happened for the report, whether or not the steps ran.
  void finish() {
    rep_.log = log_.lines;
    rep_.last_question = describe_pending();
  }

 private:
  GameState& s() { return b_.state; }
  Engine engine() { return Engine(db_, b_.state, &log_); }

  void line(bool pass, const Step& st, const std::string& what, const std::string& detail = "") {
    std::string t = tag_ + " " + st.where + " " + what;
    if (!detail.empty()) t += ": " + detail;
    if (!st.why.empty()) t += " [" + st.why + "]";
    rep_.lines.push_back({pass, t});
  }
  void fail_line(const std::string& text) { rep_.lines.push_back({false, tag_ + " " + text}); }

  bool invariants(const std::string& after) {
    auto v = check_invariants(db_, b_.state);
    if (v.empty()) return true;
    std::string all;
    for (const auto& m : v) all += (all.empty() ? "" : "; ") + m;
    fail_line("invariant violated after " + after + ": " + all);
    return false;
  }

  std::vector<std::string> option_texts() {
    std::vector<std::string> out;
    if (!s().pending) return out;
    Engine e = engine();
    for (const Option& o : s().pending->options) out.push_back(e.describe(o));
    return out;
  }

  std::string describe_pending() {
    if (!s().pending) {
      if (s().result.over)
        return "none (the game is over: " + std::string(to_string(s().result.victory)) +
               (s().result.winner == kNoPlayer
                    ? ", no winner"
                    : ", player " + std::to_string(s().result.winner) + " wins") +
               ")";
      return "none";
    }
    const Question& q = *s().pending;
    return "question " + std::to_string(q.id) + " for player " + std::to_string(q.who) + ": \"" +
           q.prompt + "\" " + join_texts(option_texts());
  }

  // Turns an answer spec into the answer itself; false with *err when it
  // names options that are not there.
  bool make_answer(const AnswerSpec& a, PlayerId* who, Answer* ans, std::string* err) {
    const auto& q = s().pending;
    *who = a.as_player ? static_cast<PlayerId>(*a.as_player) : (q ? q->who : PlayerId{0});
    switch (a.question.kind) {
      case QuestionRef::Pending:
        ans->question = q ? q->id : 0;
        break;
      case QuestionRef::Next:
        ans->question = q ? q->id + 1 : 0;
        break;
      case QuestionRef::Id:
        ans->question = a.question.id;
        break;
      case QuestionRef::Previous:
        if (previous_ == 0) {
          *err = "\"question\": \"previous\" needs an earlier answered question";
          return false;
        }
        ans->question = previous_;
        break;
    }
    if (a.by_index) {
      ans->picked = a.indices;
      return true;
    }
    if (!q) {
      *err = "no question is pending, so no option reads '" + (a.texts.empty() ? "" : a.texts[0]) +
             "'";
      return false;
    }
    const auto texts = option_texts();
    for (const std::string& t : a.texts) {
      std::vector<int> hits;
      for (std::size_t i = 0; i < texts.size(); ++i)
        if (texts[i] == t) hits.push_back(static_cast<int>(i));
      if (hits.empty()) {
        *err = "no option reads '" + t + "'; the options are " + join_texts(texts);
        return false;
      }
      if (hits.size() > 1) {
        *err =
            std::to_string(hits.size()) + " options read '" + t + "'; pick one with choose_index";
        return false;
      }
      ans->picked.push_back(hits[0]);
    }
    return true;
  }

  Next step(const Step& st, const ExpectQuestion& e) {
    if (e.none) {
      if (s().pending) {
        line(false, st, "expect_question",
             "expected no question, but there is " + describe_pending());
        return Next::Go;
      }
      line(true, st, "expect_question");
      return Next::Go;
    }
    if (!s().pending) {
      line(false, st, "expect_question", "no question is pending; " + describe_pending());
      return Next::Go;
    }
    const Question& q = *s().pending;
    const auto texts = option_texts();
    std::vector<std::string> bad;
    if (e.who && q.who != *e.who)
      bad.push_back("the question is for player " + std::to_string(q.who) + ", expected player " +
                    std::to_string(*e.who));
    if (e.prompt_contains && q.prompt.find(*e.prompt_contains) == std::string::npos)
      bad.push_back("the prompt \"" + q.prompt + "\" does not contain \"" + *e.prompt_contains +
                    "\"");
    if (e.kind && q.kind != *e.kind) bad.push_back("the question is of another kind");
    if (e.min && q.min != *e.min)
      bad.push_back("min is " + std::to_string(q.min) + ", expected " + std::to_string(*e.min));
    if (e.max && q.max != *e.max)
      bad.push_back("max is " + std::to_string(q.max) + ", expected " + std::to_string(*e.max));
    for (const std::string& h : e.has)
      if (std::find(texts.begin(), texts.end(), h) == texts.end())
        bad.push_back("no option reads '" + h + "'");
    for (const std::string& l : e.lacks)
      for (const std::string& t : texts)
        if (t.rfind(l, 0) == 0) bad.push_back("option '" + t + "' is offered");
    if (e.options && *e.options != texts)
      bad.push_back("the options differ from the expected " + join_texts(*e.options));
    if (bad.empty()) {
      line(true, st, "expect_question");
    } else {
      std::string all;
      for (const auto& m : bad) all += (all.empty() ? "" : "; ") + m;
      line(false, st, "expect_question", all + " (options: " + join_texts(texts) + ")");
    }
    return Next::Go;
  }

  Next step(const Step& st, const Choose& c) {
    PlayerId who = 0;
    Answer a;
    std::string err;
    if (!make_answer(c.answer, &who, &a, &err)) {
      line(false, st, "choose", err);
      return Next::Stop;
    }
    const std::uint32_t id = s().pending ? s().pending->id : 0;
    Outcome o = engine().answer(who, a);
    if (!o.accepted) {
      line(false, st, "choose", "the answer was refused: " + o.reason);
      return Next::Stop;
    }
    previous_ = id;
    return invariants(st.where) ? Next::Go : Next::Stop;
  }

  Next step(const Step& st, const Refuse& r) {
    PlayerId who = 0;
    Answer a;
    std::string err;
    if (!make_answer(r.answer, &who, &a, &err)) {
      line(false, st, "refuse", err);
      return Next::Stop;
    }
    const std::uint64_t before = state_hash(s());
    Outcome o = engine().answer(who, a);
    const bool same = state_hash(s()) == before;
    if (o.accepted) {
      line(false, st, "refuse", "the answer was accepted");
      return Next::Stop;
    }
    if (!same) {
      line(false, st, "refuse", "the answer was refused (" + o.reason + ") but the state changed");
      return Next::Stop;
    }
    if (o.reason.find(r.reason_contains) == std::string::npos) {
      line(
          false, st, "refuse",
          "refused for \"" + o.reason + "\", which does not contain \"" + r.reason_contains + "\"");
      return Next::Go;
    }
    line(true, st, "refuse", o.reason);
    return Next::Go;
  }

  Next step(const Step& st, const Check& c) {
    CheckContext ctx{db_, b_.state, log_, b_.refs};
    auto bad = run_check(ctx, c);
    if (bad.empty()) {
      line(true, st, "check " + check_subject(c));
    } else {
      std::string all;
      for (const auto& m : bad) all += (all.empty() ? "" : "; ") + m;
      line(false, st, "check " + check_subject(c), all);
    }
    return Next::Go;
  }

  // Answers Pass, Done or Do not attack, in that order of preference, until
  // `done` holds or the game stops asking.
  template <class Done>
  Next pass_until(const Step& st, const std::string& what, Done&& done) {
    for (int i = 0; i < 500; ++i) {
      if (done()) return Next::Go;
      if (!s().pending) {
        line(false, st, what, "stopped before getting there: " + describe_pending());
        return Next::Stop;
      }
      const Question q = *s().pending;
      int pick = -1;
      for (OptionKind k : {OptionKind::Pass, OptionKind::Done, OptionKind::NoAttack})
        for (std::size_t j = 0; j < q.options.size() && pick < 0; ++j)
          if (q.options[j].kind == k) pick = static_cast<int>(j);
      if (pick < 0) {
        line(false, st, what,
             "the question offers no Pass, Done or Do not attack: " + describe_pending());
        return Next::Stop;
      }
      Outcome o = engine().answer(q.who, Answer{q.id, {pick}});
      if (!o.accepted) {
        line(false, st, what, "passing was refused: " + o.reason);
        return Next::Stop;
      }
      previous_ = q.id;
      if (!invariants(st.where)) return Next::Stop;
    }
    line(false, st, what, "still not there after 500 answers");
    return Next::Stop;
  }

  Next step(const Step& st, const RunToEndOfPhase&) {
    const Phase p = s().phase;
    const auto turn = s().turn;
    return pass_until(st, "run_to_end_of_phase",
                      [&] { return s().result.over || s().phase != p || s().turn != turn; });
  }

  Next step(const Step& st, const PassUntilPhase& w) {
    // The phase must be entered anew: from inside it, this goes to its next occurrence.
    const Phase p = s().phase;
    const auto turn = s().turn;
    bool left = false;
    return pass_until(st, "pass_until_phase " + std::string(phase_name(w.phase)), [&] {
      left = left || s().phase != p || s().turn != turn;
      return left && s().phase == w.phase;
    });
  }

  // Passes in the Engage and Combat segments while a battle is being fought,
  // so that battle scenarios do not depend on which cards have Battle
  // abilities; it stops at any other question, e.g. the next battlefield.
  Next step(const Step& st, const PassThroughBattle&) {
    for (int i = 0; i < 500; ++i) {
      if (!s().pending || !s().attack.active || s().attack.current < 0 ||
          s().pending->kind != QuestionKind::ChooseAction)
        return Next::Go;
      const Question q = *s().pending;
      int pick = -1;
      for (std::size_t j = 0; j < q.options.size() && pick < 0; ++j)
        if (q.options[j].kind == OptionKind::Pass) pick = static_cast<int>(j);
      if (pick < 0) {
        line(false, st, "pass_through_battle",
             "the action round offers no Pass: " + describe_pending());
        return Next::Stop;
      }
      Outcome o = engine().answer(q.who, Answer{q.id, {pick}});
      if (!o.accepted) {
        line(false, st, "pass_through_battle", "passing was refused: " + o.reason);
        return Next::Stop;
      }
      previous_ = q.id;
      if (!invariants(st.where)) return Next::Stop;
    }
    line(false, st, "pass_through_battle", "the battle still goes on after 500 passes");
    return Next::Stop;
  }

  Next step(const Step& st, const AddModifiers& m) {
    for (const ModifierSpec& ms : m.mods) {
      StatModifier mod = ms.mod;
      mod.card = b_.refs.resolve(ms.card, ms.where);
      s().modifiers.push_back(mod);
    }
    // An effect that resolves is followed by the engine's state checks (Chi
    // death and the like), as ActionFrame does after resolving an action.
    Engine e = engine();
    e.check_state();
    e.run();
    return invariants(st.where) ? Next::Go : Next::Stop;
  }

  const CardDb& db_;
  Board b_;
  Log log_;
  ScenarioReport& rep_;
  std::string tag_;
  std::uint32_t previous_ = 0;  // id of the last question answered
};

// Every card reference in the steps resolves, or the scenario is malformed.
void check_step_refs(const Scenario& sc, const Refs& refs) {
  for (const Step& st : sc.steps) {
    if (const auto* c = std::get_if<Check>(&st.what))
      for (const std::string& r : refs_in_check(*c)) refs.resolve(r, st.where + ": check");
    if (const auto* m = std::get_if<AddModifiers>(&st.what))
      for (const ModifierSpec& ms : m->mods)
        refs.resolve(ms.card, st.where + ": " + ms.where + ".card");
  }
}

bool checks_something(const Scenario& sc) {
  for (const Step& st : sc.steps)
    if (std::holds_alternative<Check>(st.what) || std::holds_alternative<ExpectQuestion>(st.what) ||
        std::holds_alternative<Refuse>(st.what))
      return true;
  return false;
}

}  // namespace

const CardDb* ScenarioRunner::cards_in(const std::string& dir, std::string* error) {
  auto it = other_.find(dir);
  if (it == other_.end()) {
    auto db = std::make_unique<CardDb>();
    std::string errs;
    for (const LoadError& e : db->load_directory(dir + "/cards"))
      errs += (errs.empty() ? "" : "; ") + e.to_string();
    if (!errs.empty()) {
      *error = errs;
      return nullptr;
    }
    it = other_.emplace(dir, std::move(db)).first;
  }
  return it->second.get();
}

ScenarioReport ScenarioRunner::run_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ScenarioReport rep;
    rep.file = path;
    rep.lines.push_back({false, path + ": cannot be read"});
    return rep;
  }
  std::stringstream text;
  text << in.rdbuf();
  const auto base = std::filesystem::path(path).parent_path().string();
  return run_text(text.str(), path, base.empty() ? "." : base);
}

ScenarioReport ScenarioRunner::run_text(std::string_view text, const std::string& file,
                                        const std::string& base_dir) {
  ScenarioReport rep;
  rep.file = file;
  const std::string tag = std::filesystem::path(file).filename().string();
  auto malformed = [&](const std::string& msg) {
    rep.lines.push_back({false, tag + ": " + msg});
    return rep;
  };
  Scenario sc;
  try {
    sc = parse_scenario(text, file);
  } catch (const ScenarioError& e) {
    return malformed(e.what());
  }
  rep.name = sc.name;
  rep.rule = sc.rule;
  const CardDb* db = &default_;
  if (!sc.assets.empty()) {
    std::string err;
    const auto dir = (std::filesystem::path(base_dir) / sc.assets).lexically_normal().string();
    db = cards_in(dir, &err);
    if (!db) return malformed("assets: " + err);
  }
  if (!checks_something(sc))
    return malformed(
        "steps: the scenario checks nothing (add check, expect_question or refuse steps)");
  Board board;
  try {
    board = build_board(*db, sc);
    check_step_refs(sc, board.refs);
  } catch (const ScenarioError& e) {
    return malformed(e.what());
  }
  Run run(*db, std::move(board), rep, tag);
  if (run.start(sc.start)) run.steps(sc.steps);
  run.finish();
  return rep;
}

}  // namespace l5r
