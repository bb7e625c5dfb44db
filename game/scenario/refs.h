#pragma once
// How steps name card instances: by a label the board gave the card, by its
// card id when the board holds exactly one instance of it, or by "id#k" for
// the k-th instance of that id (1-based, in the order the board lists them).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/model/ids.h"

namespace l5r::scn {

class Refs {
 public:
  // Instances must be added in the order the board lists them.
  void add_instance(CardId c, const std::string& card_id);
  // Throws ScenarioError when the label is taken.
  void add_label(const std::string& label, CardId c, const std::string& where);

  // The instance a reference names, or nullopt with the reason in *why.
  std::optional<CardId> find(const std::string& ref, std::string* why) const;
  // Like find, but throws ScenarioError naming `where`.
  CardId resolve(const std::string& ref, const std::string& where) const;
  // The shortest reference that names this instance, for messages.
  std::string display(CardId c) const;

 private:
  std::map<std::string, CardId> labels_;
  std::map<std::string, std::vector<CardId>> by_id_;
  std::map<CardId, std::string> id_of_, label_of_;
};

}  // namespace l5r::scn
