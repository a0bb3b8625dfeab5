// Xlib for the window and its events; Cairo's Xlib surface to put pictures in it.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XF86keysym.h>
#include <cairo-xlib.h>
