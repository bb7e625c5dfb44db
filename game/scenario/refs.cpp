#include "game/scenario/refs.h"

#include <algorithm>
#include <cctype>

#include "game/scenario/spec.h"

namespace l5r::scn {

void Refs::add_instance(CardId c, const std::string& card_id) {
  by_id_[card_id].push_back(c);
  id_of_[c] = card_id;
}

void Refs::add_label(const std::string& label, CardId c, const std::string& where) {
  if (label.find('#') != std::string::npos)
    throw ScenarioError(where + ".label: '" + label + "' may not contain '#'");
  if (by_id_.count(label))
    throw ScenarioError(where + ".label: '" + label +
                        "' is also a card id on this board; choose a label that is not");
  if (!labels_.emplace(label, c).second)
    throw ScenarioError(where + ".label: '" + label + "' labels two cards");
  label_of_[c] = label;
}

std::optional<CardId> Refs::find(const std::string& ref, std::string* why) const {
  if (auto l = labels_.find(ref); l != labels_.end()) return l->second;
  std::string id = ref;
  int nth = 0;
  if (auto hash = ref.find('#'); hash != std::string::npos) {
    id = ref.substr(0, hash);
    const std::string k = ref.substr(hash + 1);
    if (k.empty() || k.size() > 3 || !std::all_of(k.begin(), k.end(), ::isdigit) ||
        std::stoi(k) < 1) {
      *why = "'" + ref + "': after '#' comes the instance number, from 1";
      return std::nullopt;
    }
    nth = std::stoi(k);
  }
  auto it = by_id_.find(id);
  if (it == by_id_.end()) {
    *why = "no card on this board is labelled or has the id '" + id + "'";
    return std::nullopt;
  }
  const auto& v = it->second;
  if (nth == 0) {
    if (v.size() == 1) return v[0];
    *why = "the board holds " + std::to_string(v.size()) + " instances of '" + id +
           "'; name one as '" + id + "#1'..'" + id + "#" + std::to_string(v.size()) +
           "' (in board order) or give it a label";
    return std::nullopt;
  }
  if (nth > static_cast<int>(v.size())) {
    *why = "'" + ref + "': the board holds only " + std::to_string(v.size()) + " instance(s) of '" +
           id + "'";
    return std::nullopt;
  }
  return v[nth - 1];
}

CardId Refs::resolve(const std::string& ref, const std::string& where) const {
  std::string why;
  if (auto c = find(ref, &why)) return *c;
  throw ScenarioError(where + ": " + why);
}

std::string Refs::display(CardId c) const {
  if (auto l = label_of_.find(c); l != label_of_.end()) return l->second;
  auto i = id_of_.find(c);
  if (i == id_of_.end()) return "card " + std::to_string(c);
  const auto& v = by_id_.at(i->second);
  if (v.size() == 1) return i->second;
  const auto pos = std::find(v.begin(), v.end(), c) - v.begin();
  return i->second + "#" + std::to_string(pos + 1);
}

}  // namespace l5r::scn
