#pragma once
#include <string>

#include "game/cards/card_db.h"

namespace l5r {
// Markdown table of every card: title, type, clan, stats, keywords, text.
std::string card_list_markdown(const CardDb& db);
}  // namespace l5r
