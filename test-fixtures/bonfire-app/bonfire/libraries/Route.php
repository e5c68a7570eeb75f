<?php defined('BASEPATH') || exit('No direct script access allowed');
/*
| A stand-in for the Route library of Bonfire's releases (a routelens test fixture): routelens reads only which
| route the home option of context() makes; the rest of the library is left out here.
*/
class Route
{
    public static function context($name, $controller = null, $options = array())
    {
        if (is_array($controller)) {
            $options = $controller;
            $controller = null;
        }

        // Are we creating a home controller?
        if (isset($options['home']) && ! empty($options['home'])) {
            self::any($name, "{$options['home']}");
        }
    }
}
