#pragma once

// How many samples a pixel the window and the card painter ask for. Multisampling smooths every
// edge drawn as geometry (suit symbols, badges, rounded buttons), at almost no cost on a graphics
// card; a software renderer (Mesa's llvmpipe under Xvfb or in a virtual machine, Windows' GDI
// Generic) pays for each sample in CPU time, several times the frame time, so there none are
// asked for and the edges rely on the painter's supersampling alone.

#include <string_view>

namespace ochos::app {

// The renderer's name (GL_RENDERER) is that of a software rasterizer.
bool isSoftwareRenderer(std::string_view rendererName);

// 4 on a graphics card, 0 on a software renderer. Asks OpenGL once, through a context of its
// own, so it may be called before the window exists. A driver offering fewer samples gives what
// it has: the window's getSettings().antialiasingLevel says what was granted.
unsigned antialiasingSamples();

}  // namespace ochos::app
