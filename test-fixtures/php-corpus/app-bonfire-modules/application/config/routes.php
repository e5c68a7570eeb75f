<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A Bonfire app: contexts for the admin area, module resources, a blocked area and a prefix.
$route['default_controller'] = 'home';
Route::any('login', 'users/login', array('as' => 'login'));
Route::any('logout', 'users/logout');
foreach (array('content', 'reports', 'settings') as $context) {
    Route::context($context);
}
Route::resources('articles', array('module' => 'news', 'constraint' => '(:num)'));
Route::prefix('api', function () {
    Route::get('articles', 'news/api/index');
    Route::post('articles', 'news/api/create');
});
Route::block('install/(:any)');
$route['profile/' . Route::named('login')] = 'users/profile';
$route = Route::map($route);
