<?php defined('BASEPATH') OR exit('No direct script access allowed');

Route::prefix('admin', function () {
    Route::any('users', 'admin/users');
    Route::get('settings', 'admin/settings');
    Route::resources('pages');
});
Route::prefix('api', function () {
    Route::get('status', 'api/status');
});
$route = Route::map(array('default_controller' => 'welcome'));
