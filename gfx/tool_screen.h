#pragma once
// What the menu's tool screens (deck builder, replays, settings) ask of the app.
namespace l5r::gfx {

enum class ToolAction {
  None,
  BackToMenu,
  LoadCardDb,  // settings: import the card database now
};

}  // namespace l5r::gfx
