<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Routes kept in a small class with static methods, merged into $route.
class AppRoutes
{
    const PREFIX = 'portal';

    public static function pages()
    {
        return array(
            self::PREFIX => 'portal/home',
            self::PREFIX . '/news' => 'portal/news',
        );
    }

    public static function api($version)
    {
        $out = array();
        foreach (array('status', 'items') as $name) {
            $out["api/v$version/$name"] = "api/$name/v$version";
        }
        return $out;
    }
}

$route['default_controller'] = 'portal';
$route = array_merge($route, AppRoutes::pages(), AppRoutes::api(2));
$route['portal/(:any)'] = 'portal/page/$1';
