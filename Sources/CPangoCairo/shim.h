// Cairo draws; Pango shapes and lays out text (HarfBuzz, FreeType and fontconfig come with it).
// pangofc-fontmap.h gives the font map its own fontconfig configuration: the pixel host's fonts.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
