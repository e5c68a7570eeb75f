<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Modules found with glob(): each folder of modules/ gets its index route (folders only, in glob()'s byte order,
// dot-folders left out); those with a config/routes.php also get a catch-all.
$route['default_controller'] = 'home';
foreach (glob(APPPATH . 'modules/*', GLOB_ONLYDIR) as $dir) {
    $module = strtolower(basename($dir));
    $route[$module] = "$module/index";
    if (file_exists($dir . '/config/routes.php')) {
        $route[$module . '/(:any)'] = "$module/$1";
    }
}
foreach (glob(APPPATH . 'modules/*.txt') as $file) {
    $route['notes/' . basename($file, '.txt')] = 'pages/notes';
}
$marked = glob(APPPATH . 'modules/*', GLOB_MARK);
$route['count'] = 'pages/count/' . count($marked);
