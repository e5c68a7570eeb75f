<?php
// Bonfire's library runs a nested handler only at depth 0 and per request method: a POST child is not created in a
// GET request, the first child cannot open another handler, the prefix comes again inside, reset() inside a
// handler forgets only its methods' routes, and map() adds no default_controller.
$route['default_controller'] = 'home';
Route::get('shop', 'shop/index', array(), function () {
    Route::post('buy', 'shop/buy', array(), function () { Route::any('x', 'shop/x'); });
    Route::get('list', 'shop/list', array(), function () { Route::any('y', 'shop/y'); });
    Route::resources('items');
    Route::any('z', 'shop/z');
});
Route::prefix('adm', function () {
    Route::any('panel', 'adm/panel', array('as' => 'panel'), function () {
        Route::resources('users', array('offset' => 1));
        Route::prefix('deep', function () { Route::get('d', 'adm/d'); });
        Route::put('u', 'adm/u');
    });
    Route::any('after', 'adm/after');
});
Route::resources('posts', array('controller' => 'blog', 'module' => 'news', 'constraint' => '(\d+)'), function () {
    Route::get('comments', 'comments/index');
});
Route::reset();
Route::any('r', 'r/x', array(), function () { Route::reset(); Route::any('s', 's/x'); });
Route::context('developer', 'dev', array('offset' => 1, 'home' => 'dash'));
Route::block(null, true, 3.5, '');
$route = Route::map($route);
$route['tail'] = 'x/{default_controller}';
