#include "tools/import_report.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace l5r {
namespace {

std::string percent(int part, int whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", whole ? 100.0 * part / whole : 0.0);
  return buf;
}

// The message without the value it quotes first ("'Wind' is not a card
// type..." -> "'...' is not a card type..."), so that alike problems group.
std::string kind_of(const std::string& message) {
  if (message.empty() || message[0] != '\'') return message;
  std::size_t close = message.find("' ", 1);
  if (const std::size_t c2 = message.find("':", 1); c2 < close) close = c2;
  if (close == std::string::npos) return message;
  return "'...'" + message.substr(close + 1);
}

}  // namespace

std::string import_report(const ImportedDb& db, const ImportReportOptions& o) {
  std::ostringstream out;
  int cards = 0, automated = 0, no_text = 0;
  for (const ImportedCard& c : db.extra) {
    if (c.created) continue;  // no record of the source
    ++cards;
    if (c.automated()) ++automated;
    if (c.automated() && c.compiled == 0) ++no_text;
  }
  const int warnings = static_cast<int>(db.problems.size()) - db.errors();
  out << "records read:          " << db.records << "\n"
      << "cards imported:        " << cards << " (" << db.reprints << " reprints and "
      << db.back_faces << " Stronghold back faces merged, " << db.skipped << " records skipped)\n"
      << "problems:              " << db.errors() << " errors, " << warnings << " warnings\n"
      << "cards fully automated: " << automated << " of " << cards << " ("
      << percent(automated, cards) << "; " << no_text << " of them have no rules text)\n"
      << "abilities compiled:    " << db.abilities_compiled << " of "
      << db.abilities_compiled + db.abilities_manual << " ("
      << percent(db.abilities_compiled, db.abilities_compiled + db.abilities_manual) << "), "
      << db.abilities_manual << " manual\n";

  // Problems grouped by what is wrong, so thousands of records read as a few lines.
  std::map<std::string, int> kinds;
  for (const ImportProblem& p : db.problems)
    ++kinds[(p.warning ? "warning: " : "error: ") + (p.field.empty() ? "" : p.field + ": ") +
            kind_of(p.message)];
  if (!kinds.empty()) {
    out << "\nproblems by kind:\n";
    std::vector<std::pair<int, std::string>> sorted;
    for (auto& [k, n] : kinds) sorted.emplace_back(n, k);
    std::sort(sorted.rbegin(), sorted.rend());
    for (auto& [n, k] : sorted) out << "  " << n << "  " << k << "\n";
    out << "\nproblems"
        << (o.problems >= 0 && static_cast<int>(db.problems.size()) > o.problems
                ? " (first " + std::to_string(o.problems) + "; --problems -1 lists all)"
                : "")
        << ":\n";
    int shown = 0;
    for (const ImportProblem& p : db.problems) {
      if (o.problems >= 0 && shown++ >= o.problems) break;
      out << "  " << p.to_string() << "\n";
    }
  }
  if (!o.full) return out.str();

  const auto chosen = [&o](const std::string& set) {
    return o.sets.empty() || std::find(o.sets.begin(), o.sets.end(), set) != o.sets.end();
  };
  if (o.sets.empty()) {
    out << "\nmost common uncompiled templates (numbers shown as N):\n";
    std::vector<std::pair<int, std::string>> templates;
    for (auto& [t, n] : db.manual_templates) templates.emplace_back(n, t);
    std::sort(templates.begin(), templates.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (int i = 0; i < o.templates && i < static_cast<int>(templates.size()); ++i)
      out << "  " << templates[i].first << "  " << templates[i].second << "\n";
  } else {
    // Records of the chosen sets, reprints included: the templates that alone
    // keep the most records manual first.
    std::map<std::string, std::pair<int, int>> by;  // template -> (sole, all)
    for (auto& [set, c] : db.sets) {
      if (!chosen(set)) continue;
      for (auto& [t, n] : c.manual_templates) by[t].second += n;
      for (auto& [t, n] : c.sole_templates) by[t].first += n;
    }
    std::vector<std::pair<std::pair<int, int>, std::string>> templates;
    for (auto& [t, n] : by) templates.emplace_back(n, t);
    std::sort(templates.begin(), templates.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    out << "\nmost common uncompiled templates in the chosen sets (numbers shown as N;\n"
        << "records it alone keeps manual, then all records with it):\n";
    for (int i = 0; i < o.templates && i < static_cast<int>(templates.size()); ++i)
      out << "  " << templates[i].first.first << "  " << templates[i].first.second << "  "
          << templates[i].second << "\n";
  }

  // "automated" compiles each record's own text; "as played" asks whether
  // the card the record prints, as the engine plays it (its newest
  // printing's text), is fully automated.
  out << "\nper-set coverage (records of the set, reprints included):\n"
      << "  records  automated  as played  abilities compiled/manual  set\n";
  for (auto& [set, c] : db.sets) {
    if (!chosen(set)) continue;
    char line[128];
    std::snprintf(line, sizeof line, "  %7d  %8s  %9s  %9d / %-13d  ", c.records,
                  percent(c.automated, c.records).c_str(),
                  percent(c.played_automated, c.records).c_str(), c.abilities_compiled,
                  c.abilities_manual);
    out << line << set << "\n";
  }
  return out.str();
}

}  // namespace l5r
