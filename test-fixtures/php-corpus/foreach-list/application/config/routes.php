<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$pages = array('about', 'contact', 'privacy', 'terms');
foreach ($pages as $page) {
    $route[$page] = 'pages/view/' . $page;
}
$langs = ['en' => 'english', 'fr' => 'french'];
foreach ($langs as $code => $language) {
    $route[$code . '/(:any)'] = 'lang/' . $language . '/$1';
}
