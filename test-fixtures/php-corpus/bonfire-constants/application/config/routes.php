<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::prefix(SITE_AREA, function () {
    Route::context('content', array('home' => SITE_AREA . '/content/index'));
    Route::context('settings');
});
Route::any(LOGIN_URL, 'users/login', array('as' => 'login'));
Route::resources('photos', array('module' => 'gallery', 'constraint' => '(:num)'));
$route[SITE_AREA] = 'admin/home';
$route = Route::map($route);
