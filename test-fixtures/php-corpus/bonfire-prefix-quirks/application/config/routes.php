<?php
// Bonfire's library keeps one prefix (a nested one replaces it and leaves none), blocks each argument as text
// (an array is 'Array'), names only with a non-empty 'as', and takes '0' for no resources name.
$route['default_controller'] = 'welcome';
Route::prefix('admin', function () {
    Route::any('users', 'users/index');
    Route::prefix('api', function () {
        Route::get('keys', 'keys/index');
    });
    Route::any('after', 'x/after');
});
Route::block('secret', array('a', 'b'), 5);
Route::prefix('', function () { Route::any('empty', 'e/x'); });
Route::any('parent', 'p/index', array(), function () {
    Route::get('child', 'p/child', array(), function () { Route::any('grand', 'p/grand'); });
    Route::any('child2', 'p/child2', array(), function () { Route::any('grand2', 'p/grand2'); });
    Route::resources('photos');
});
Route::any('after2', 'z/after2');
Route::get('posts', 'posts/index', array('as' => 'posts'));
Route::any('feed', 'posts/feed', array('as' => 'feed'));
$route['latest'] = Route::named('feed');
Route::resources('0');
Route::context('0');
Route::any('n', 'n/x', array('as' => '0'));
Route::prefix('admin', function () { Route::block('in'); Route::context('dev', array('home' => 'dash')); });
$route = Route::map($route);
